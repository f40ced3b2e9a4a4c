/** `crossings simulate <game>`: a batch of bot games, a results table or one JSON object. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { simulate, type SimulationReport } from '../lab/index.ts';
import { batchSetup } from './common.ts';
import { num, pct, table } from './format.ts';

export interface SimulateFlags {
  games: number;
  players?: number;
  bots: string;
  seed: number;
  workers?: number;
  json?: boolean;
  out?: string;
  option: string[];
  content?: string;
}

export async function simulateCommand(gameId: string, flags: SimulateFlags): Promise<void> {
  const { game, players, bots, options, content, workers } = await batchSetup(gameId, flags);
  if (flags.out) mkdirSync(flags.out, { recursive: true });
  const width = String(flags.games - 1).length;

  const showProgress = !flags.json && process.stderr.isTTY === true;
  const bar = showProgress
    ? new cliProgress.SingleBar({
      stream: process.stderr,
      format: 'Simulating |{bar}| {value}/{total} games, {percentage}%, ETA {eta_formatted}',
      hideCursor: true,
      clearOnComplete: true,
    }, cliProgress.Presets.shades_classic)
    : null;
  bar?.start(flags.games, 0);
  const started = performance.now();
  let report: SimulationReport;
  try {
    report = await simulate({
      game, games: flags.games, players, bots, seed: flags.seed, workers, options, content,
      onProgress: (done) => bar?.update(done),
      onRecord: flags.out
        ? (record, index) => writeFileSync(join(flags.out!, `${game.id}-seed${flags.seed}-${String(index).padStart(width, '0')}.json`), `${JSON.stringify(record)}\n`)
        : undefined,
    });
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  if (flags.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  process.stdout.write(`${reportText(report, game.title, seconds, workers)}\n`);
  if (flags.out) process.stdout.write(`Match records written to ${flags.out}/\n`);
}

export function reportText(r: SimulationReport, title: string, seconds: number, workers: number): string {
  const ci = (x: { low: number; high: number }) => `${pct(x.low)}–${pct(x.high)}`;
  const rank = (x: number | null) => (x === null ? '' : num(x, 2));
  const lines: string[] = [];
  lines.push(`${title}: ${r.games} games, ${r.players} players, seed ${r.seed}, bots ${r.bots.join(', ')} (rotated over the seats)`);
  lines.push(`${num(seconds, 1)} s on ${workers || 'no'} worker${workers === 1 ? '' : 's'} (${num(r.games / seconds, 1)} games/s)`);
  lines.push('');
  lines.push('Wins by bot (a bot that holds two seats plays two seat-games per game)');
  lines.push(table(
    ['bot', 'seat-games', 'wins', 'win rate', '95% CI (Wilson)', 'mean rank', 'mean score'],
    r.byBot.map((b) => [b.bot, b.played, b.wins, pct(b.rate), ci(b.ci95), rank(b.meanRank), rank(b.meanScore)]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
  ));
  lines.push('Wins by seat');
  lines.push(table(
    ['seat', 'wins', 'win rate', '95% CI (Wilson)', 'mean rank', 'mean score'],
    r.bySeat.map((s) => [s.seat + 1, s.wins, pct(s.rate), ci(s.ci95), rank(s.meanRank), rank(s.meanScore)]),
    ['left', 'right', 'right', 'right', 'right', 'right'],
  ));
  const L = r.length;
  lines.push(table(
    ['games', 'ties', 'no winner', 'unfinished', 'mean length', 'sd', 'min', '10%', 'median', '90%', 'max'],
    [[r.games, r.ties, r.noWinner, r.unfinished, num(L.mean), num(L.sd), L.min, num(L.p10), num(L.median), num(L.p90), L.max]],
    Array(11).fill('right'),
  ));
  lines.push('Game length (actions)');
  const most = Math.max(1, ...L.histogram.map((h) => h.count));
  lines.push(table(
    ['actions', 'games', ''],
    L.histogram.map((h) => [h.from === h.to ? `${h.from}` : `${h.from}–${h.to}`, h.count, '█'.repeat(Math.round((h.count / most) * 40))]),
    ['right', 'right', 'left'],
  ));
  lines.push('End reasons');
  lines.push(table(['reason', 'games', 'share'], r.endReasons.map((e) => [e.reason, e.count, pct(e.count / r.games)]), ['left', 'right', 'right']));
  if (r.plays.length > 0) {
    lines.push('Moves played (kinds and named parts, from the action structs)');
    lines.push(table(
      ['move', 'total', 'per game', ...r.bySeat.map((s) => `seat ${s.seat + 1}`)],
      r.plays.map((p) => [p.label, p.total, num(p.perGame, 2), ...p.bySeat]),
      ['left', 'right', 'right', ...r.bySeat.map(() => 'right' as const)],
    ));
  }
  return lines.join('\n');
}
