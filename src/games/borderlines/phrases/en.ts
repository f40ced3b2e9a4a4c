/** Borderlines in English: the game's original wording, unchanged (golden records compare it). */
import type { Phrases } from './types.ts';

const family = (name: string | null, seat: number) => (name !== null ? `the ${name} family` : `family ${seat + 1}`);
const stepWord = (n: number) => (n === 1 ? 'step' : 'steps');

export const en: Phrases = {
  family,
  Family: (name, seat) => {
    const s = family(name, seat);
    return s.charAt(0).toUpperCase() + s.slice(1);
  },
  unknownPlace: (place) => `place ${place}`,
  members: (n) => (n === 1 ? '1 family member' : `${n} family members`),
  card: ({ people, steps, boat }) => {
    const trips = boat ? `, boat trips for ${people === 1 ? 'one' : people}` : '';
    return `${people} ${people === 1 ? 'person' : 'people'} × ${steps} ${stepWord(steps)}${trips}`;
  },
  offerList: (names) => names.join(' and '),

  unknownAction: (action) => `Unknown action ${action}`,
  pass: () => 'Buy nothing this round',
  choose: (price, card) => `Choose the $${price} card: ${card}`,
  chooseMissing: (price) => `Choose the card at $${price}`,
  sell: (value, left) => `Sell a house for $${value} (${left} left)`,
  pay: (price) => `Pay the smugglers $${price} and set off`,
  playAid: (name) => `Use aid: ${name}`,
  resettle: (from, to) => `Use resettlement: a family member in the camp in ${from} goes to ${to}`,
  keepAid: (name) => `Keep the aid card ${name}`,
  walk: (from, to, steps) => (steps === 1
    ? `Move a family member from ${from} to ${to}`
    : `Move a family member from ${from}: first to ${to} (${steps - 1} more ${stepWord(steps - 1)})`),
  step: (to, left) => (left === 0 ? `Go on to ${to} and stay there` : `Go on to ${to} (${left} more ${stepWord(left)})`),
  boat: (from, to) => `Boat trip for a family member from ${from} to ${to} (the roulette decides)`,
  place: (spot, place) => (spot === 'city'
    ? `Stay in a free place in ${place}`
    : spot === 'camp'
      ? `Stay in the refugee camp in ${place} (from a camp, resettlement aid can take a person to Western Europe)`
      : `Stay in the red area of ${place}: traffickers spin the roulette (a fee, or the person is lost)`),
  finish: (unused) => (unused ? 'End the action here (the rest of the card goes unused)' : 'End the action'),

  warCardHidden: (card, year) => `War: ${card} (${year}). Its zone card lies face down until the last war phase.`,
  warCardShown: (card, year, zone, place) => `War: ${card} (${year}) threatens zone ${zone + 1}, ${place}.`,
  borderClosed: (crossing, note) => `Border control: the crossing at ${crossing} is closed. Nobody can pass there for the rest of the game. ${note}`,
  borderOpen: (crossing) => `Border control: the crossing at ${crossing} stays open.`,
  noCamp: () => 'No refugee camp card is left: no new camp opens.',
  campOpens: (camp, place, places) => `${camp} opens in ${place}: ${places} more people can stay there.`,
  aidNone: () => 'Aid was due, but every aid card is already in a family\'s hands.',
  aidArrives: () => 'Aid arrives: each family is offered aid cards and keeps one, in secret.',
  aidReceived: (aid) => `You receive one aid card: ${aid}.`,
  aidOffered: (aids) => `You are offered: ${aids.join(' and ')}. Keep one.`,
  roundBegins: (round, Family) => `Round ${round} begins. ${Family} holds the starter card.`,
  warPhase: () => 'War phase: the fighting reaches the threatened zones.',
  warReveal: (card, zone, place) => `${card}: the zone card is turned up — zone ${zone + 1}, ${place}.`,
  warRoll: (card, place, family, rolls, sum, deaths) => `${card} in ${place}: ${family} rolls ${rolls.join(', ')} (sum ${sum}). ${deaths === 0 ? 'Nobody is killed.' : `${en.members(deaths)} ${deaths === 1 ? 'is' : 'are'} killed.`}`,
  warMoves: (card, zone, place) => `${card} now threatens zone ${zone + 1}, ${place}.`,
  warHiddenAgain: (card) => `${card}: a new zone card lies face down.`,
  gameOver: (rounds) => `The ${rounds} rounds are over. Families score a point for each person alive, each person in Western Europe and each house kept, and lose one for each person who died.`,
  trafficPaid: (place, fee, family) => `In the red area of ${place}, the third place in the city: traffickers demand $${fee} from ${family}, who pay it.`,
  trafficTaken: (place, family) => `In the red area of ${place}, the third place in the city: a member of ${family} falls into the hands of traffickers and is lost.`,
  trafficUnpaid: (place, fee, family) => `In the red area of ${place}, the third place in the city: traffickers demand $${fee}, which ${family} cannot pay. A family member is lost.`,
  reachesEurope: (family, place, bonus) => `A member of ${family} reaches ${place}, in Western Europe: the family receives $${bonus}.`,
  travels: (Family, path) => `${Family}: a family member travels ${path.join(' → ')}.`,
  boatSafe: (from, to, family) => `The boat from ${from} to ${to} lands safely with a member of ${family}.`,
  boatReturned: (from, to, family) => `The boat from ${from} to ${to} is turned back: the member of ${family} stays in ${from}.`,
  boatLost: (from, to, family) => `The boat from ${from} to ${to} does not make it: a member of ${family} dies at sea.`,
  arrivingChoice: (family, place) => `A member of ${family} arrives in ${place}: the family chooses where they stay.`,
  placed: (Family, place, spot) => `${Family} ${spot === 'city' ? 'takes a free place in' : spot === 'camp' ? 'goes to the refugee camp in' : 'goes to the red area of'} ${place}.`,
  passed: (Family) => `${Family} buys nothing this round.`,
  sold: (Family, value) => `${Family} sells a house for $${value}.`,
  bought: (Family, price, card) => `${Family} pays smugglers $${price} for ${card}.`,
  aidPlayed: (Family, aid) => `${Family} uses aid: ${aid}.`,
  resettled: (family, from, to) => `Resettlement: a member of ${family} goes from the camp in ${from} to ${to}.`,
  marketShifts: (price, card) => `The market shifts; a new offer at $${price}: ${card}.`,
  aidKept: (aid) => `You keep ${aid}; the other card goes back to the aid deck.`,
  aidChosen: (Family) => `${Family} has chosen an aid card.`,

  reasonShared: () => 'Tied on points and on money: the first place is shared',
  reasonMoney: () => 'Won on money after a tie on points',
  reasonPoints: () => 'Won with the most points',
  provisional: () => 'Play was stopped before the end: families ranked by points as they stand (people alive, in Western Europe, houses kept, minus the dead), then money',
  finished: () => 'Finished',
  progress: (round, rounds, turn, players) => `Round ${round} of ${rounds}, ${turn === 0 ? 'choosing aid' : `turn ${turn} of ${players}`}`,
};
