/**
 * A `stat:<key>` target names one of the game's `Outcome.stats` figures. The keys a game reports are
 * known for certain only once a game has been played (the catalogue describes only the figures it
 * shows), so before a long sweep or tune one short game with random bots is played to learn them, and
 * a mistyped key is refused at once with the keys the game does report, not after the first batch.
 */
import { createRandomBot } from '../../bots/index.ts';
import type { AnyGame } from '../../engine/index.ts';
import { runMatch } from '../match.ts';
import { TargetError } from './targets.ts';

export interface StatProbe {
  game: AnyGame;
  players: number;
  seed: number;
  options?: Record<string, unknown>;
  content?: unknown;
}

/** The figure keys one random game under this content reports, with the catalogue's; numbers and yes/no only. */
export function reportedStatKeys(p: StatProbe): string[] {
  const bots = Array.from({ length: p.players }, () => createRandomBot());
  const { outcome } = runMatch(p.game, { players: p.players, seed: p.seed, bots, options: p.options, content: p.content, keepRecord: false });
  const keys = new Set<string>();
  for (const seat of outcome?.stats ?? []) {
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
