/**
 * Winning (EM-R39, EM-R40): competitive — among players who entered, most remaining assurance, then most
 * money; a tie on both means no winner. Cooperative — every player who entered wins.
 */
import { competitionRanks, describeInAll, pick, sayInAll, type Outcome, type Standing } from '../../engine/index.ts';
import { books } from './phrases/index.ts';
import type { EmigrationState } from './types.ts';

export function outcomeOf(s: EmigrationState): Outcome | null {
  if (s.phase !== 'over') return null;
  const n = s.players;
  const stats = statsOf(s);
  const statTexts = textsOf(s);
  if (s.mode === 'cooperative') {
    const standing = cooperativeStanding(s);
    const winners = standing.winners.length;
    const { text: reason, texts: reasonTexts } = sayInAll(books, (b) => (winners === n ? b.everyoneEntered() : b.someEntered(winners, n)));
    return { reason, reasonTexts, ...standing, stats, statTexts };
  }
  const keys = competitiveKeys(s);
  const standing = competitiveStanding(s, keys);
  const best = Math.max(...keys);
  // Reasons are categories (not names) so the lab can count how games end.
  const onMoney = keys.filter((k) => k === best).length === 1
    && keys.filter((k) => Math.floor(k / 1e4) === Math.floor(best / 1e4)).length > 1;
  const { text: reason, texts: reasonTexts } = sayInAll(books, (b) => (!s.crossings.some((c) => c?.entered === true)
    ? b.nobodyEntered()
    : standing.tie ? b.tiedNoWinner() : onMoney ? b.wonOnMoney() : b.wonOnAssurance()));
  return { reason, reasonTexts, ...standing, stats, statTexts };
}

/** The outcome's numbers alone (types.ts `standing`). */
export function standingOf(s: EmigrationState): Standing | null {
  if (s.phase !== 'over') return null;
  return s.mode === 'cooperative' ? cooperativeStanding(s) : competitiveStanding(s, competitiveKeys(s));
}

/** Score key (EM-R39): entered first, then assurance, then money; 0 for a player who did not enter. */
function competitiveKeys(s: EmigrationState): number[] {
  const keys: number[] = [];
  for (let p = 0; p < s.players; p++) keys.push(s.crossings[p]?.entered === true ? 1e9 + s.assurance[p] * 1e4 + s.money[p] : 0);
  return keys;
}

/** EM-R39: the highest key wins alone; a tie on it means no winner, and nobody entered means no winner. */
function competitiveStanding(s: EmigrationState, keys: number[]): Standing {
  const entered = s.crossings.map((c) => c?.entered === true);
  const best = Math.max(...keys);
  const top = keys.flatMap((k, p) => (k === best ? [p] : []));
  const someoneEntered = entered.some(Boolean);
  const tie = someoneEntered && top.length > 1;
  return {
    scores: entered.map((e, p) => (e ? s.assurance[p] : -1)),
    ranks: competitionRanks(keys),
    winners: someoneEntered && !tie ? top : [],
    tie,
  };
}

/** EM-R40: every player who entered wins. */
function cooperativeStanding(s: EmigrationState): Standing {
  const entered = s.crossings.map((c) => c?.entered === true);
  const winners = entered.flatMap((e, p) => (e ? [p] : []));
  return { scores: entered.map((e) => (e ? 1 : 0)), ranks: entered.map((e) => (e ? 1 : 1 + winners.length)), winners, tie: false };
}

function statsOf(s: EmigrationState): Outcome['stats'] {
  const entered = s.crossings.map((c) => c?.entered === true);
  return s.crossings.map((c, p) => ({
    entered: entered[p],
    destination: pick(s.seats[p].destination.name),
    assurance: s.assurance[p],
    money: s.money[p],
    lane: c ? c.lane + 1 : 0,
    token: c ? c.token : 0,
    graduations: s.stats[p].graduations,
    bought: s.stats[p].bought,
    forfeits: s.stats[p].forfeits,
  }));
}

// The destination is a name: the end screen shows it in the reader's language (EM-D30).
function textsOf(s: EmigrationState): NonNullable<Outcome['statTexts']> {
  return s.seats.map((seat) => ({ destination: describeInAll((lang) => pick(seat.destination.name, lang)).texts }));
}

/**
 * EM-D31: play stopped before the end (a workshop's End play) ranks the players by EM-D21 applied so
 * far: those who entered first, then those still to cross, then those refused; within each, by
 * assurance tokens, then money. The score is the assurance tokens held (EM-D29's progress score for
 * a player still to cross or who entered, the tokens kept for one refused). Nobody wins a game that
 * did not end, in either mode.
 */
export function provisionalOutcomeOf(s: EmigrationState): Outcome {
  const final = outcomeOf(s);
  if (final) return final;
  const group = (p: number) => { const c = s.crossings[p]; return c === null ? 1 : c.entered ? 2 : 0; };
  const keys = s.assurance.map((a, p) => group(p) * 1e9 + a * 1e4 + s.money[p]);
  const { text: reason, texts: reasonTexts } = sayInAll(books, (b) => b.provisional());
  // A player still to cross has no border figures yet: "entered", the lane and the token are left out
  // (shown as "—"), never a "no" that would read as refused.
  const stats = statsOf(s).map((row, p) => {
    if (s.crossings[p] !== null) return row;
    const { entered: _e, lane: _l, token: _t, ...rest } = row;
    return rest;
  });
  return {
    reason, reasonTexts, scores: [...s.assurance], ranks: competitionRanks(keys), winners: [], tie: false,
    stats, statTexts: textsOf(s),
  };
}
