/**
 * What one connection was sent, checked against the game (test/server/hidden.test.ts, and the same
 * check over connections a cluster process forwards, test/server/cluster/play.test.ts).
 */
import { expect } from 'vitest';
import { applyJsonPatch, eventsFor, type AnyGame, type GameEvent, type Viewer } from '../../src/engine/index.ts';
import type { Frame } from './helpers.ts';

/** A value as it travels: through JSON and back. */
export const roundTrip = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export interface WireFacts {
  game: AnyGame;
  /** The game's state at every version (index = version). */
  states: unknown[];
  /** Every event the game produced, in order. */
  events: GameEvent[];
  /** Texts no frame may hold (the seed, the generator's words). */
  secrets: Iterable<string>;
  /** Moves in the game's log. */
  moves: number;
}

/**
 * No frame holds a secret; each update's view (whole, or patched onto the previous) is the game's view
 * for `viewer` at its version and never the whole state; its legal moves are the seat's own; it carries
 * only events `viewer` may see. Returns how many updates were patches.
 */
export function checkViewerFrames(client: { frames: Frame[]; raw: string[] }, viewer: Viewer, facts: WireFacts): number {
  const { game, states } = facts;
  const visible = eventsFor(facts.events, viewer).map((e) => JSON.stringify(roundTrip(e)));
  let updates = 0;
  let patches = 0;
  let current: unknown;
  for (const [i, frame] of client.frames.entries()) {
    const raw = client.raw[i];
    for (const secret of facts.secrets) expect(raw.includes(secret), `frame ${i} to ${viewer} holds a PRNG/seed value`).toBe(false);
    if (frame.type !== 'update') continue;
    updates++;
    const at = states[frame.version];
    if (frame.viewPatch) {
      patches++;
      current = applyJsonPatch(current, frame.viewPatch);
    } else {
      current = frame.view;
    }
    expect(current, `${viewer} at version ${frame.version}`).toEqual(roundTrip(game.view(at as never, viewer)));
    expect(current).not.toEqual(roundTrip(at));
    const legal = viewer === 'spectator' || frame.status !== 'playing' ? [] : game.legalActions(at as never, viewer);
    expect(frame.legal.map((l: { action: number }) => l.action)).toEqual(legal);
    for (const e of frame.events as GameEvent[]) {
      expect(e.to === undefined || (viewer !== 'spectator' && e.to.includes(viewer)), `event ${e.kind} sent to ${viewer}`).toBe(true);
      expect(visible).toContain(JSON.stringify(e));
    }
  }
  expect(updates).toBeGreaterThan(facts.moves); // one per version at least, plus the join
  return patches;
}
