/** Emigration in English: the words the game has always used (golden records compare them). */
import { countOf } from '../../../engine/index.ts';
import type { EmigrationPhrases, Goods } from './types.ts';

const P = (p: number) => `Player ${p + 1}`;
const ORDINAL = ['front', '2nd', '3rd', '4th', '5th', '6th'];
/** One of each traded or counted thing ("1 document", "3 money"). */
const ONE = { money: 'money', documents: 'document', connections: 'connection' } as const;
const some = (n: number, goods: Goods) => countOf(n, ONE[goods], goods);

export const en: EmigrationPhrases = {
  player: P,
  slot: (fromFront, index) => `${ORDINAL[fromFront] ?? `${fromFront + 1}th`} row, card ${index + 1}`,
  kind: (kind) => kind,

  unknownAction: (action) => `Unknown action ${action}`,
  graduateAction: () => 'Try to graduate from college (roll 1–3)',
  collegeAction: (start) => `Go to college (tuition: die roll + ${start})`,
  forfeitAction: () => 'Forfeit the turn (no required action is possible)',
  fogDeclineAction: () => 'Discard no life card',
  tradeAction: (goods, per, gain) => `Trade ${per} ${per === 1 ? ONE[goods] : goods} for ${gain} assurance`,
  tradePlainAction: (goods) => `Trade ${goods}`,
  crossAction: (lane) => `Cross the border at lane ${lane + 1}`,
  fromLayout: (owner, slot) => `${owner === null ? ' from your layout' : ` from ${P(owner)}'s layout (+1 to them)`}, ${slot}`,
  buyAction: (name, kind, price, from) => `Buy ${name}${kind ? ` (${kind})` : ''} for ${price}${from}`,
  buySkipAction: (name) => `Take a ${name} and skip your next turn`,
  scalpAction: (name, owner, price) => `Buy ${P(owner)}'s extra ${name} for ${price}`,
  discardAction: (name, from) => `Discard ${name} for 2 money${from}`,
  activatePaydayAction: (from) => `Activate a Payday${from}`,
  activateAction: (name, from) => `Activate ${name}${from}`,
  sellAction: (name) => `Sell ${name} from your stash for 2 money`,
  fogDiscardInLayout: (name, owner, slot) => `Discard the life card ${name} in ${P(owner)}'s layout, ${slot}`,
  fogDiscardInStash: (name, owner) => `Discard the life card ${name} in ${P(owner)}'s stash`,

  travelBonus: (p) => `${P(p)} now holds a Passport and a Ticket and takes 1 assurance token.`,
  payOwner: (p, owner) => `${P(p)} pays ${P(owner)} 1 money for taking a card from their layout.`,
  reveal: (owner, name) => `${P(owner)}'s layout: ${name} is turned face up.`,
  borderBegins: () => 'No AVAILABLE cards remain: Phase 2, Crossing the Border, begins.',
  penalty: (p, goods, fewerThan, lose, destination) =>
    `${P(p)} holds fewer than ${some(fewerThan, goods)} and loses ${countOf(lose, 'assurance token')} (${destination}).`,
  keepBonus: (p, amount) => `${P(p)}'s kept life cards add ${amount} assurance.`,
  timeLimit: () => 'The preparation time limit is reached.',
  skip: (p, name) => `${P(p)} skips this turn and places the ${name} in their stash.`,
  payday: (paid) => `Payday! Salaries paid: ${paid.map((m, q) => `${P(q)} ${m}`).join(', ')}.`,
  pandemicRoll: (p, roll, lose) =>
    `${P(p)} rolls ${roll}: every player ${lose ? 'loses' : 'gains'} ${roll} money (${lose ? 'Pandemic' : 'Economic Stimulus'}).`,
  dieMoneyRoll: (p, roll) => `${P(p)} rolls ${roll} and gains ${roll} money.`,
  graduated: (p, roll, tokens) => `${P(p)} rolls ${roll} and graduates: a pay raise and ${countOf(tokens, 'assurance token')}.`,
  graduateFailed: (p, roll) => `${P(p)} rolls ${roll} and does not graduate yet.`,
  college: (p, roll, tuition) => `${P(p)} rolls ${roll}, pays ${tuition} tuition and goes to college.`,
  collegeFailed: (p, roll, tuition) => `${P(p)} rolls ${roll}: tuition ${tuition} is more than they have, so they forfeit the turn.`,
  forfeit: (p) => `${P(p)} cannot do a required action and forfeits the turn.`,
  stuck: () => 'No player can do a required action: every player takes 1 money.',
  fogDeclined: (p) => `${P(p)} discards no life card.`,
  boughtFromBank: (p, name, price) => `${P(p)} buys a ${name} for ${price}.`,
  boughtFromLayout: (p, name, kind, price) => `${P(p)} buys ${name} (${kind}) for ${price}.`,
  tookBySkipping: (p, name) => `${P(p)} takes a ${name} upside down and will skip their next turn.`,
  scalped: (p, owner, name, price) => `${P(p)} buys ${P(owner)}'s extra ${name} for ${price}.`,
  discarded: (p, name) => `${P(p)} discards ${name} and takes 2 money.`,
  activated: (p, name, text) => `${P(p)} activates ${name}: ${text}`,
  sold: (p, name) => `${P(p)} sells ${name} for 2 money.`,
  fogDiscarded: (p, name) => `${P(p)} discards the life card ${name}.`,
  traded: (p, goods, per, gain) => `${P(p)} trades ${some(per, goods)} for ${countOf(gain, 'assurance token')}.`,
  entered: (p, token, lane, destination) => `${P(p)} takes a ${token} from lane ${lane + 1}, pays ${token} assurance and enters ${destination}!`,
  refused: (p, token, lane, destination, papers, assurance) =>
    `${P(p)} takes a ${token} from lane ${lane + 1} and cannot enter ${destination}${papers ? ` (needs ${token}, has ${assurance} assurance)` : ' (no Passport and Ticket)'}.`,
  gameOver: () => 'Every player has attempted to cross the border. The game is over.',

  everyoneEntered: () => 'Everyone entered their destination',
  someEntered: (entered, players) => `${entered} of ${players} players entered their destination`,
  nobodyEntered: () => 'Nobody entered their destination',
  tiedNoWinner: () => 'Tied on assurance tokens and money: no winner, the joy is in the journey',
  wonOnMoney: () => 'Won on money after a tie on assurance tokens',
  wonOnAssurance: () => 'Won with the most assurance tokens among players who entered',

  provisional: () => 'Play was stopped before the end: players who entered rank first, then those still to cross, then those refused; each by assurance tokens, then money',

  finished: () => 'Finished',
  atTheBorder: (crossed, players) => `At the border: ${crossed} of ${players} crossed`,
  preparation: (turn, left, total) => `Preparation: turn ${turn}, ${left} of ${total} cards left`,
};
