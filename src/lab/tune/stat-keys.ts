/**
 * A `stat:<key>` target names one of the game's `Outcome.stats` figures. The keys a game reports are
 * known for certain only once a game has been played (the catalogue describes only the figures it
 * shows), so before a long sweep or tune one short game with random bots is played to learn them, and
 * a mistyped key is refused at once with the keys the game does report, not after the first batch.
 */
import { createRandomBot } from '../../bots/index.ts';
import type { AnyGame, Outcome } from '../../engine/index.ts';
import { runMatch } from '../match.ts';
import { TargetError } from './targets.ts';

export interface StatProbe {
  game: AnyGame;
  players: number;
  seed: number;
  options?: Record<string, unknown>;
  content?: unknown;
}

/**
 * Random games that may end at the action limit (a content that makes a game very long) before the
 * probe gives up: one ended game is enough to learn the keys.
 */
const PROBE_GAMES = 5;

/** The figure keys one random game under this content reports, with the catalogue's; numbers and yes/no only. */
export function reportedStatKeys(p: StatProbe): string[] {
  let outcome: Outcome | null = null;
  for (let i = 0; i < PROBE_GAMES && !outcome; i++) {
    const bots = Array.from({ length: p.players }, () => createRandomBot());
    ({ outcome } = runMatch(p.game, { players: p.players, seed: p.seed + i, bots, options: p.options, content: p.content, keepRecord: false }));
  }
  // Without an ended game the keys are unknown, not absent: say so rather than "reports no figure".
  if (!outcome) {
    throw new TargetError(
      `cannot check the stat: targets: ${PROBE_GAMES} random games of ${p.game.title} at ${p.players} players all reached the limit of ${p.game.maxActions(p.players)} actions without ending, so the figures it reports are unknown`,
    );
  }
  const keys = new Set<string>();
  for (const seat of outcome.stats ?? []) {
    for (const [key, value] of Object.entries(seat)) if (typeof value !== 'string') keys.add(key);
  }
  return [...keys];
}

/** Refuses every `stat:<key>` among `targets` that the game does not report. */
export function checkStatTargets(targets: readonly string[], probe: StatProbe): void {
  const wanted = targets.filter((t) => t.startsWith('stat:')).map((t) => t.slice(5));
  if (wanted.length === 0) return;
  const known = reportedStatKeys(probe);
  for (const key of wanted) {
    if (known.includes(key)) continue;
    throw new TargetError(`${probe.game.title} reports no number or yes/no figure "${key}"${known.length ? `; its figures: ${known.map((k) => `stat:${k}`).join(', ')}` : ''}`);
  }
}
