/** #refugee in English: the game's original wording, unchanged (golden records compare it). */
import { countOf } from '../../../engine/index.ts';
import type { Region } from '../data/schema.ts';
import type { Phrases } from './types.ts';

const COLOUR: Record<Region, string> = {
  'north-america': 'blue', asia: 'yellow', 'middle-east': 'green', 'central-latin-america': 'orange',
};

const seat = (p: number): string => `Player ${p + 1}`;
const inZone = (zone: number) => (zone >= 0 ? ` in ${seat(zone)}'s zone` : '');
const s = (n: number) => (n === 1 ? '' : 's');

export const en: Phrases = {
  seat,
  refugee: (name, age, origin) => `${name} (${age}, ${origin})`,
  vetting: (name, value, colour) => `${name} ${value > 0 ? `+${value}` : String(value)}${colour ? `, ${COLOUR[colour]}` : ''}`,
  colour: (region) => COLOUR[region],
  list: (items) => items.join(', '),

  unknownAction: (action) => `Unknown action ${action}`,
  keepAndRoll: () => 'Keep your action cards and roll the die',
  passAction: () => 'Pass (play no more action cards for now)',
  cycle: (title) => `Cycle: discard a ${title} card and draw a new action card`,
  vet: (refugee, zone, vetting) => `Vet ${refugee}${inZone(zone)} with ${vetting}`,
  discard: (vetting) => `Discard ${vetting}`,
  choose: (refugee, to) => `Choose ${refugee} to flee${to >= 0 ? ` to ${seat(to)}` : ''}`,
  cancel: (title, target, i) => `Play ${title}: cancel ${target ? `${seat(target.by)}'s ${target.title}` : `card ${i + 1}`} (card ${i + 1} on the stack)`,
  playNaturalDisaster: (title, country, next) => `Play ${title} on ${seat(country)}: its refugees with fewer than 3 vetting cards flee to ${seat(next)}`,
  playOutbreak: (title, country) => `Play ${title} on ${seat(country)}: no refugee is accepted there this turn`,
  playOpenBorders: (title, country) => `Play ${title} toward ${seat(country)}: every other country sends one refugee there`,
  playWar: (title, country, dest) => `Play ${title} on ${seat(country)}: two of its refugees (its choice) flee to ${seat(dest)}`,
  playAsylum: (title, refugee, zone) => `Play ${title} for ${refugee}${inZone(zone)}: accepted this turn`,
  playInstability: (title, refugee, zone, dest) => `Play ${title} on ${refugee}${inZone(zone)}: flees to ${seat(dest)}`,
  playAltFacts: (title, vetting, refugee) => `Play ${title}: remove ${vetting} from ${refugee ?? 'a refugee'}`,
  playFakeNews: (title, vetting, refugee, zone) => `Play ${title}: add ${vetting} to ${refugee}${inZone(zone)}, even beyond 3 cards`,

  playedAnswer: (by, title, answered, i) => `${seat(by)} plays ${title} in answer to ${answered} (card ${i + 1} on the stack).`,
  playedNaturalDisaster: (by, title, country, fleeing, next) =>
    `${seat(by)} plays ${title} on ${seat(country)}: ${fleeing.join(', ')} ${fleeing.length === 1 ? 'flees' : 'flee'} toward ${seat(next)}.`,
  playedOutbreak: (by, title, country) => `${seat(by)} plays ${title} on ${seat(country)}.`,
  playedOpenBorders: (by, title, country) => `${seat(by)} plays ${title} toward ${seat(country)}: each other country chooses one of its refugees to flee there.`,
  playedWar: (by, title, country, dest) => `${seat(by)} plays ${title} on ${seat(country)}, toward ${seat(dest)}: ${seat(country)} chooses who flees.`,
  playedAsylum: (by, title, refugee) => `${seat(by)} plays ${title} for ${refugee}.`,
  playedInstability: (by, title, refugee, dest) => `${seat(by)} plays ${title}: ${refugee} flees toward ${seat(dest)}.`,
  playedAltFacts: (by, title, vetting, refugee) => `${seat(by)} plays ${title} on ${vetting} of ${refugee}.`,
  playedFakeNews: (by, title, vetting, refugee) => `${seat(by)} plays ${title}: ${vetting} for ${refugee}.`,
  chosen: (p, refugee, to) => `${seat(p)} chooses ${refugee} to flee toward ${seat(to)}.`,
  cancelled: (by, title, hadFleeing) => `${seat(by)}'s ${title} is cancelled${hadFleeing ? ': its refugees stay where they are' : ''}.`,
  resolved: (by, title) => `${seat(by)}'s ${title} takes effect.`,
  end: (reason, ender, o) => {
    switch (reason) {
      case 'accepted': return `${seat(ender)} has accepted ${countOf(o.acceptToEnd, 'refugee')}: the game ends.`;
      case 'deck': return 'The refugee deck is exhausted and no refugee is left in play: the game ends.';
      case 'last-standing': return `Every other country has been eliminated: ${seat(ender)} is the last country standing.`;
      case 'target': return `${seat(ender)} has reached ${o.targetScore} points: the game ends.`;
      case 'turns': return `The turn limit (${countOf(o.maxTurns, 'turn')}) is reached: the game ends.`;
      default: return 'The game is not over.';
    }
  },
  turn: (turn, p) => `Turn ${turn + 1}: ${seat(p)} to play.`,
  roll: (p, marks, bolts) => `${seat(p)} rolls ${marks} white mark${s(marks)} and ${bolts} bolt${s(bolts)}.`,
  arrives: (refugee, p) => `${refugee} arrives in ${seat(p)}'s In-Country Zone.`,
  draws: (p, vetting, actions) =>
    `${seat(p)} draws ${[vetting && countOf(vetting, 'vetting card'), actions && countOf(actions, 'action card')].filter(Boolean).join(' and ')}.`,
  youDraw: (names) => `You draw: ${names.join('; ')}.`,
  noTarget: (p, owe) => `Every refugee in play has 3 vetting cards: ${seat(p)} cannot play the remaining ${owe}.`,
  passes: (p) => `${seat(p)} passes.`,
  accepted: (p, refugee, value, points, accepted) =>
    `${seat(p)} accepts ${refugee}, vetting score ${value > 0 ? '+' : ''}${value}; ${seat(p)} now has ${points} point${Math.abs(points) === 1 ? '' : 's'} and has accepted ${accepted} refugee${s(accepted)}.`,
  eliminated: (p, points, limit, to) =>
    `${seat(p)} has ${points} points, at or below ${limit}: the country is eliminated. Its refugees move on to ${seat(to)}.`,
  cycled: (p, title) => `${seat(p)} cycles a ${title} card and draws a new action card.`,
  vetted: (p, refugee, zone, vetting) => `${seat(p)} vets ${refugee}, in ${seat(zone)}'s zone: ${vetting}.`,
  discarded: (p, vetting) => `${seat(p)} discards ${vetting}.`,
  reshuffleVetting: () => 'The vetting deck was empty: the used vetting cards were shuffled into a new deck.',
  reshuffleActions: () => 'The action deck was empty: the discarded action cards were shuffled into a new deck.',

  reason: (reason, o) => {
    switch (reason) {
      case 'accepted': return `A country accepted ${o.acceptToEnd} ${o.acceptToEnd === 1 ? 'refugee' : 'refugees'}`;
      case 'deck': return 'The refugee deck ran out with no refugee left in play';
      case 'last-standing': return 'Every other country was eliminated';
      case 'target': return `A country reached ${o.targetScore} ${o.targetScore === 1 ? 'point' : 'points'}`;
      default: return `The turn limit (${o.maxTurns}) was reached`;
    }
  },
  provisional: () => 'Play was stopped before the end: countries ranked by points, then refugees accepted; eliminated countries last',
  finished: () => 'Finished',
  progress: (turn, most, of) => `Turn ${turn + 1}, most refugees accepted: ${most} of ${of}`,
  cardTitle: (title) => title,
};
