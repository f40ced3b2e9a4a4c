/**
 * Action codes (RF-D11). Every decision is one non-negative integer in a mixed-radix layout built
 * from the content sizes (NR refugees, NV vetting cards, NA action cards, P = 4 seat slots):
 *
 *   0                         pass (skip Cycle, or pass in the action round)
 *   1 + k                     Cycle: discard an action card of kind k (0..11), draw one
 *   VET + v·NR + r            play vetting card v on refugee r
 *   DISCARD + v               discard vetting card v (hand above 5 with no target left)
 *   CHOOSE + r                choose refugee r (War / Open Borders choices)
 *   PLAY[k] + target          play an action card of kind k; `target` by the kind's shape:
 *       country T → T          stack entry i → i          refugee r → r
 *       country T, dest D → T·P + D                       refugee r, dest D → r·P + D
 *       vetting card v → v     refugee r with vetting card v from hand → r·NV + v
 *
 * PLAY blocks follow kind order except Fake News, whose block (NR·NV wide) comes last so the
 * usual action numbers stay small.
 */
import { ACTION_KINDS, type RefugeeContent } from './data/index.ts';

export const P = 4;
export const PASS = 0;
export const K = {
  naturalDisaster: 0, shelter: 1, outbreak: 2, inoculation: 3, court: 4, asylum: 5,
  war: 6, instability: 7, fakeNews: 8, altFacts: 9, openBorders: 10, closedBorders: 11,
} as const;

export type Shape = 'country' | 'stack' | 'refugee' | 'country-dest' | 'refugee-dest' | 'vetting' | 'refugee-vetting';
export const SHAPE: Shape[] = [
  'country', 'stack', 'country', 'stack', 'stack', 'refugee',
  'country-dest', 'refugee-dest', 'refugee-vetting', 'vetting', 'country', 'stack',
];

export interface Layout {
  nr: number;
  nv: number;
  na: number;
  vet: number;
  discard: number;
  choose: number;
  play: number[];
  radix: number[];
  end: number;
  /** Kind index of each action card id. */
  actionKind: number[];
  /** For each vetting card id, the lowest id of an identical card (same kind, name, value, colour). */
  vettingDesign: number[];
}

const cache = new WeakMap<RefugeeContent, Layout>();

export function layoutOf(content: RefugeeContent): Layout {
  const hit = cache.get(content);
  if (hit) return hit;
  const nr = content.refugees.length;
  const nv = content.vetting.length;
  const actionKind = content.actionKinds.flatMap((info, k) => Array<number>(info.copies).fill(k));
  const na = actionKind.length;
  const size: Record<Shape, number> = {
    country: P, stack: na, refugee: nr, 'country-dest': P * P, 'refugee-dest': nr * P, vetting: nv, 'refugee-vetting': nr * nv,
  };
  const vet = 1 + ACTION_KINDS.length;
  const discard = vet + nv * nr;
  const choose = discard + nv;
  let at = choose + nr;
  const play = Array<number>(ACTION_KINDS.length).fill(0);
  const radix = SHAPE.map((s) => size[s]);
  const order = [...ACTION_KINDS.keys()].filter((k) => k !== K.fakeNews).concat(K.fakeNews);
  for (const k of order) { play[k] = at; at += radix[k]; }
  const first = new Map<string, number>();
  const vettingDesign = content.vetting.map((c, id) => {
    const key = `${c.kind}|${c.name}|${c.value}|${c.colour ?? ''}`;
    if (!first.has(key)) first.set(key, id);
    return first.get(key)!;
  });
  const layout: Layout = { nr, nv, na, vet, discard, choose, play, radix, end: at, actionKind, vettingDesign };
  cache.set(content, layout);
  return layout;
}

export type Decoded =
  | { type: 'pass' }
  | { type: 'cycle'; kind: number }
  | { type: 'vet'; vetting: number; refugee: number }
  | { type: 'discard'; vetting: number }
  | { type: 'choose'; refugee: number }
  | { type: 'play'; kind: number; a: number; b: number }
  | { type: 'invalid' };

export const enc = {
  cycle: (kind: number) => 1 + kind,
  vet: (L: Layout, v: number, r: number) => L.vet + v * L.nr + r,
  discard: (L: Layout, v: number) => L.discard + v,
  choose: (L: Layout, r: number) => L.choose + r,
  /** `a` and `b` per the kind's shape (b unused for one-part targets). */
  play(L: Layout, kind: number, a: number, b = 0): number {
    switch (SHAPE[kind]) {
      case 'country-dest': case 'refugee-dest': return L.play[kind] + a * P + b;
      case 'refugee-vetting': return L.play[kind] + a * L.nv + b;
      default: return L.play[kind] + a;
    }
  },
};

export function decode(L: Layout, action: number): Decoded {
  if (action === PASS) return { type: 'pass' };
  if (action < L.vet) return { type: 'cycle', kind: action - 1 };
  if (action < L.discard) { const x = action - L.vet; return { type: 'vet', vetting: Math.floor(x / L.nr), refugee: x % L.nr }; }
  if (action < L.choose) return { type: 'discard', vetting: action - L.discard };
  if (action < L.choose + L.nr) return { type: 'choose', refugee: action - L.choose };
  for (let kind = 0; kind < L.play.length; kind++) {
    const x = action - L.play[kind];
    if (x < 0 || x >= L.radix[kind]) continue;
    switch (SHAPE[kind]) {
      case 'country-dest': case 'refugee-dest': return { type: 'play', kind, a: Math.floor(x / P), b: x % P };
      case 'refugee-vetting': return { type: 'play', kind, a: Math.floor(x / L.nv), b: x % L.nv };
      default: return { type: 'play', kind, a: x, b: 0 };
    }
  }
  return { type: 'invalid' };
}
