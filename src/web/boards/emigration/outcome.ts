/**
 * The end of an Emigration game in plain sentences: who won and why (EM-R39 competitive, EM-R40
 * cooperative), who entered and who was turned back (their lane, the token drawn against the tokens
 * held), and — because the table lists everyone's tokens — that a player who did not enter does not
 * count, however many tokens they kept. Read from the outcome's figures and the final view; the
 * sentences avoid verbs that change with the subject, since a name may be "You".
 */
import type { Outcome } from '../../../engine/index.ts';
import type { EmigrationView } from '../../../games/emigration/index.ts';
import type { OutcomeWords } from '../types.ts';
import { count, held, list, tokens } from './words.ts';

interface Figures {
  entered: boolean;
  destination: string;
  assurance: number;
  money: number;
  lane: number;
  token: number;
}

function figures(outcome: Outcome, p: number): Figures {
  const s = outcome.stats[p] ?? {};
  return {
    entered: s.entered === true,
    destination: typeof s.destination === 'string' ? s.destination : 'their destination',
    assurance: typeof s.assurance === 'number' ? s.assurance : 0,
    money: typeof s.money === 'number' ? s.money : 0,
    lane: typeof s.lane === 'number' ? s.lane : 0,
    token: typeof s.token === 'number' ? s.token : 0,
  };
}

/** One player's crossing: "Amal entered Canada at lane 2: drew 6 and paid it from 9 assurance tokens, keeping 3." */
function crossingSentence(name: string, f: Figures, v: EmigrationView | null, p: number): string {
  if (f.lane === 0) return `${name} did not reach the border.`;
  if (f.entered) {
    const paid = v?.crossings[p]?.paid ?? f.token;
    return `${name} entered ${f.destination} at lane ${f.lane}: drew ${f.token} and paid ${paid} of ${tokens(f.assurance + paid)}, keeping ${f.assurance}.`;
  }
  const missing = v ? [held(v, p, 'passport') === 0 ? 'a Passport' : '', held(v, p, 'ticket') === 0 ? 'a Ticket' : ''].filter(Boolean) : [];
  if (missing.length > 0) return `${name} did not enter ${f.destination}: drew ${f.token} at lane ${f.lane} without ${missing.join(' or ')}, and no one enters without both.`;
  return `${name} did not enter ${f.destination}: drew ${f.token} at lane ${f.lane} while holding only ${tokens(f.assurance)}.`;
}

export function explainEmigration(outcome: Outcome, view: unknown, names: string[]): string[] {
  const v = view && typeof view === 'object' && 'crossings' in view ? (view as EmigrationView) : null;
  const n = outcome.stats.length;
  const nameOf = (p: number) => names[p] ?? `Player ${p + 1}`;
  const f = Array.from({ length: n }, (_, p) => figures(outcome, p));
  const entered = f.flatMap((x, p) => (x.entered ? [p] : []));
  const out: string[] = [];
  const cooperative = v?.mode === 'cooperative';

  if (cooperative) {
    out.push('This was a cooperative game: everyone who entered their destination wins, together.');
    if (entered.length === 0) out.push('Nobody entered their destination.');
    else if (entered.length === n) out.push(`Everyone entered: ${list(entered.map(nameOf))} all win.`);
    else out.push(`Entered, and so won together: ${list(entered.map(nameOf))}. Turned back: ${list(f.flatMap((x, p) => (x.entered ? [] : [nameOf(p)])))}.`);
    for (let p = 0; p < n; p++) out.push(crossingSentence(nameOf(p), f[p], v, p));
    return out;
  }

  out.push('Only players who entered their destination can win; among them, the most assurance tokens left wins, then the most money.');
  if (entered.length === 0) {
    out.push('Nobody entered their destination.');
  } else if (outcome.tie || outcome.winners.length === 0) {
    const tied = entered.filter((p) => outcome.ranks[p] === 1);
    const t = f[tied[0]];
    out.push(`${list(tied.map(nameOf))} entered with ${tokens(t.assurance)} and ${count(t.money, 'money', 'money')} left each: a tie on both, so nobody won. The joy is in the journey.`);
  } else {
    const w = outcome.winners[0];
    const wf = f[w];
    const level = entered.filter((p) => p !== w && f[p].assurance === wf.assurance);
    if (level.length > 0) {
      out.push(`${nameOf(w)} won: ${list([w, ...level].map(nameOf))} entered with ${tokens(wf.assurance)} left each, and ${nameOf(w)} had the most money left (${wf.money}).`);
    } else if (entered.length === 1) {
      out.push(`${nameOf(w)} won: the only player to enter, ${tokens(wf.assurance)} left.`);
    } else {
      out.push(`${nameOf(w)} won: entered ${wf.destination} with ${tokens(wf.assurance)} left, the most of the ${entered.length} players who entered.`);
    }
  }
  for (let p = 0; p < n; p++) out.push(crossingSentence(nameOf(p), f[p], v, p));
  // The results list everyone's tokens: say plainly why more tokens did not win.
  const best = entered.length ? Math.max(...entered.map((p) => f[p].assurance)) : null;
  if (best !== null) {
    const w = outcome.winners[0];
    for (let p = 0; p < n; p++) {
      if (f[p].entered || f[p].assurance <= best) continue;
      const than = w !== undefined ? nameOf(w) : 'anyone who entered';
      out.push(`${nameOf(p)} kept ${tokens(f[p].assurance)}, more than ${than}, but did not enter, so those tokens do not count.`);
    }
  }
  return out;
}

export const emigrationOutcomeWords: OutcomeWords = { explain: explainEmigration };
