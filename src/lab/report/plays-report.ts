/**
 * Which moves are played and how the players who play them fare. A "seat-game" is one seat in one
 * game; for each play label (plays.ts: an action kind, or `kind part=value`) the seat-games split
 * into those that played it at least once and those that did not, and each side's win rate gets a
 * Wilson interval. Flags: "never played" and "dominant" (the rule is DOMINANT_RULE, also printed
 * in the report). A link between a move and winning is not proof that the move makes players win:
 * strong players may simply reach it more often.
 */
import { moveWords } from './plain.ts';
import { aggregatePlays, type PlayRow } from '../plays.ts';
import type { GameSummary } from '../stats.ts';
import { proportionDifference, rate, type Difference, type Rate } from './numbers.ts';

export type PlayFlag = 'never played' | 'dominant';

/** Share of winning seat-games that must have played a label for it to count as dominant. */
export const DOMINANT_SHARE_OF_WINS = 0.95;
/** Fewer winning seat-games than this and no label is called dominant (too little evidence). */
export const DOMINANT_MIN_WINS = 20;

export const NEVER_PLAYED_RULE = 'A move the rules offer that no player played in any game.';
export const DOMINANT_RULE =
  `A move played in more than ${DOMINANT_SHARE_OF_WINS * 100}% of the winning seat-games (with at least ${DOMINANT_MIN_WINS} wins ` +
  'in the run), whose players win more often than the fair share beyond noise (the lower end of the 95% ' +
  'interval of their win rate is above the fair share).';

export interface PlayReportRow extends PlayRow {
  /** The move in the game's words (catalogue.moves; plain.ts moveWords), as every page shows it. */
  words: string;
  /** Seat-games in which the label was played at least once. */
  seatGames: number;
  /** seatGames / all seat-games. */
  share: number;
  /** Share of winning seat-games that played it. */
  winnersShare: number;
  /** Win rate of the seat-games that played it at least once. */
  withIt: Rate;
  /** Win rate of the seat-games that never played it. */
  withoutIt: Rate;
  /** withIt − withoutIt, with a 95% interval (Newcombe). */
  difference: Difference;
  /** Per bot: the share of its seat-games that played it (bots that play a move unequally confound the link with winning). */
  byBot: Array<{ bot: string; share: number }>;
  flags: PlayFlag[];
}

export interface PlayReport {
  /** False for a game without action structs: nothing to count. */
  available: boolean;
  rules: { neverPlayed: string; dominant: string };
  rows: PlayReportRow[];
}

export function aggregatePlayReport(
  summaries: readonly GameSummary[], players: number, kinds: readonly string[], fairShare: number, available: boolean,
  moves: Readonly<Record<string, string>> = {},
): PlayReport {
  const rules = { neverPlayed: NEVER_PLAYED_RULE, dominant: DOMINANT_RULE };
  if (!available) return { available: false, rules, rows: [] };
  const totals = aggregatePlays(summaries.map((g) => g.plays), players, kinds);
  // Per label: seat-games that played it, and how many of those won.
  const playedIn = new Map<string, { seatGames: number; wins: number; byBot: Map<string, number> }>();
  const botSeatGames = new Map<string, number>();
  let seatGames = 0;
  let wins = 0;
  for (const g of summaries) {
    for (let seat = 0; seat < players; seat++) {
      const won = g.winners.includes(seat);
      const bot = g.lineup[seat];
      seatGames++;
      botSeatGames.set(bot, (botSeatGames.get(bot) ?? 0) + 1);
      if (won) wins++;
      for (const [label, n] of Object.entries(g.plays?.[seat] ?? {})) {
        if (n <= 0) continue;
        const t = playedIn.get(label) ?? { seatGames: 0, wins: 0, byBot: new Map<string, number>() };
        t.seatGames++;
        if (won) t.wins++;
        t.byBot.set(bot, (t.byBot.get(bot) ?? 0) + 1);
        playedIn.set(label, t);
      }
    }
  }
  const rows = totals.map((row): PlayReportRow => {
    const t = playedIn.get(row.label) ?? { seatGames: 0, wins: 0, byBot: new Map<string, number>() };
    const withIt = rate(t.wins, t.seatGames);
    const withoutIt = rate(wins - t.wins, seatGames - t.seatGames);
    const winnersShare = wins ? t.wins / wins : 0;
    const flags: PlayFlag[] = [];
    if (row.total === 0) flags.push('never played');
    if (isDominant(winnersShare, wins, withIt, fairShare)) flags.push('dominant');
    return {
      ...row,
      words: moveWords(row.label, moves),
      seatGames: t.seatGames,
      share: seatGames ? t.seatGames / seatGames : 0,
      winnersShare,
      withIt,
      withoutIt,
      difference: proportionDifference(t.wins, t.seatGames, wins - t.wins, seatGames - t.seatGames),
      byBot: [...botSeatGames.entries()].map(([bot, n]) => ({ bot, share: (t.byBot.get(bot) ?? 0) / n })),
      flags,
    };
  });
  return { available: true, rules, rows };
}

/** The dominance rule (DOMINANT_RULE). */
export function isDominant(winnersShare: number, wins: number, withIt: Rate, fairShare: number): boolean {
  return wins >= DOMINANT_MIN_WINS && winnersShare > DOMINANT_SHARE_OF_WINS && withIt.ci95.low > fairShare;
}
