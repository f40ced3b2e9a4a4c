/**
 * The special die (RF-D10). Faces are not public; ours average 1.5 white marks (vetting cards to
 * draw and play) and 2/3 bolt (action cards to draw) per roll. Every face is distinct for the
 * first-player roll (marks worth 1, bolts ½) except the 1-mark and 2-bolt faces, both worth 1.
 */
import type { DieFace } from './schema.ts';

export const DIE_FACES: DieFace[] = [
  { marks: 1, bolts: 0 },
  { marks: 2, bolts: 0 },
  { marks: 3, bolts: 0 },
  { marks: 1, bolts: 1 },
  { marks: 2, bolts: 1 },
  { marks: 0, bolts: 2 },
];
