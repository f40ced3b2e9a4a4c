/** Seats in table order starting from the viewer's own, so "my" area comes first and the rest follow clockwise. */
import type { Viewer } from '../../engine/index.ts';

export function seatsFrom(viewer: Viewer, players: number): number[] {
  const first = typeof viewer === 'number' && viewer >= 0 && viewer < players ? viewer : 0;
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}
