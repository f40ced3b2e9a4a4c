/**
 * #refugee's actions (RF-D11), declared once with the engine's `defineActions`: the numbering, encode,
 * decode, the text (text.ts), the board and the lab all come from this declaration. Part sizes come
 * from the content (NR refugees, NV vetting cards, NA action cards, P = 4 seat slots), so the layout
 * is built per content object and cached. Kinds, in code order:
 *
 *   pass                              skip Cycle, or pass in the action round (code 0)
 *   cycle { card }                    Cycle: discard an action card of that kind, draw one
 *   vet { vetting, refugee }          play vetting card v on refugee r
 *   discard { vetting }               discard a vetting card (hand above 5 with no target left)
 *   choose { refugee }                choose a refugee (War / Open Borders choices)
 *   <action-card kind> { target… }    play an action card, its targets by the kind: a country, a
 *                                     `stack` entry, a refugee, a `dest` country, a vetting card
 *
 * Plays follow kind order except Fake News, whose block (NR·NV wide) comes last so the usual action
 * numbers stay small.
 */
import { defineActions, type ActionCodec, type StructOf } from '../../engine/index.ts';
import { ACTION_KINDS, type RefugeeContent } from './data/index.ts';

export const P = 4;
/** Pass is the first kind of the declaration below (code 0 whatever the content). */
export const PASS = 0;
export const K = {
  naturalDisaster: 0, shelter: 1, outbreak: 2, inoculation: 3, court: 4, asylum: 5,
  war: 6, instability: 7, fakeNews: 8, altFacts: 9, openBorders: 10, closedBorders: 11,
} as const;
export type PlayKind = keyof typeof K;
/** Action-card kinds by index (the order of `K` and of the content's `actionKinds`). */
export const PLAY_KINDS = Object.keys(K) as PlayKind[];
if (PLAY_KINDS.length !== ACTION_KINDS.length || PLAY_KINDS.some((k, i) => K[k] !== i)) {
  throw new Error('#refugee: K must list every action-card kind once, in content order');
}

/** The declaration: the one source of the action numbering. */
function declaration(nr: number, nv: number, na: number) {
  const country = { country: P };
  const stack = { stack: na };
  return {
    pass: {},
    cycle: { parts: { card: PLAY_KINDS } },
    vet: { parts: { vetting: nv, refugee: nr } },
    discard: { parts: { vetting: nv } },
    choose: { parts: { refugee: nr } },
    naturalDisaster: { parts: country },
    shelter: { parts: stack },
    outbreak: { parts: country },
    inoculation: { parts: stack },
    court: { parts: stack },
    asylum: { parts: { refugee: nr } },
    war: { parts: { country: P, dest: P } },
    instability: { parts: { refugee: nr, dest: P } },
    altFacts: { parts: { vetting: nv } },
    openBorders: { parts: country },
    closedBorders: { parts: stack },
    fakeNews: { parts: { refugee: nr, vetting: nv } },
  } as const;
}

export type RefugeeAction = StructOf<ReturnType<typeof declaration>>;
/** Every kind, in code order (the same for any content: only part sizes depend on it). */
export const REFUGEE_ACTION_KINDS = Object.keys(declaration(1, 1, 1)) as Array<RefugeeAction['kind']>;
/** An action-card play: its kind names the card. */
export type PlayAction = Extract<RefugeeAction, { kind: PlayKind }>;

export interface Layout {
  nr: number;
  nv: number;
  na: number;
  /** The codec built from the declaration. */
  actions: ActionCodec<RefugeeAction>;
  /** First codes of the blocks, and what one vetting card adds in `vet` (all from the declaration). */
  cycle: number;
  vet: number;
  vetStride: number;
  discard: number;
  choose: number;
  /** Per action-card kind index: the block start, and what one step of its first part adds (1 for one-part kinds). */
  play: number[];
  stride: number[];
  /** Action-card kind indices in code order (by block start; Fake News last): legal plays come out sorted. */
  playOrder: number[];
  /** Per action-card kind index: how many codes its block holds. */
  radix: number[];
  end: number;
  /** Kind index of each action card id. */
  actionKind: number[];
  /** For each vetting card id, the lowest id of an identical card (same kind, name, value, colour). */
  vettingDesign: number[];
}

const cache = new WeakMap<RefugeeContent, Layout>();
/** The last content asked for and its layout (kept alive by this): a playout asks for the same one at every step, and this skips the WeakMap. */
let lastContent: RefugeeContent | null = null;
let lastLayout: Layout | null = null;

export function layoutOf(content: RefugeeContent): Layout {
  if (content === lastContent) return lastLayout!;
  const hit = cache.get(content);
  if (hit) {
    lastContent = content;
    lastLayout = hit;
    return hit;
  }
  const nr = content.refugees.length;
  const nv = content.vetting.length;
  const actionKind = content.actionKinds.flatMap((info, k) => Array<number>(info.copies).fill(k));
  const na = actionKind.length;
  const actions = defineActions(declaration(nr, nv, na));
  const info = (kind: RefugeeAction['kind']) => actions.kinds.find((k) => k.kind === kind)!;
  const first = new Map<string, number>();
  const vettingDesign = content.vetting.map((c, id) => {
    // The name as data (JSON): a LocalText is an object, and two cards differ when any of their texts do (RF-D33).
    const key = `${c.kind}|${JSON.stringify(c.name)}|${c.value}|${c.colour ?? ''}`;
    if (!first.has(key)) first.set(key, id);
    return first.get(key)!;
  });
  const layout: Layout = {
    nr, nv, na, actions,
    cycle: actions.base('cycle'),
    vet: actions.base('vet'),
    vetStride: info('vet').parts[0].stride,
    discard: actions.base('discard'),
    choose: actions.base('choose'),
    play: PLAY_KINDS.map((k) => info(k).at),
    stride: PLAY_KINDS.map((k) => info(k).parts[0].stride),
    playOrder: PLAY_KINDS.map((_, k) => k).sort((a, b) => info(PLAY_KINDS[a]).at - info(PLAY_KINDS[b]).at),
    radix: PLAY_KINDS.map((k) => info(k).size),
    end: actions.end,
    actionKind,
    vettingDesign,
  };
  cache.set(content, layout);
  lastContent = content;
  lastLayout = layout;
  return layout;
}

/**
 * Positional encoders for the rules' hot loops (legal-move generation): no struct is built. Mixed
 * radix as declared: block start + each part times its stride (the last part's stride is 1).
 */
export const enc = {
  cycle: (L: Layout, kind: number) => L.cycle + kind,
  vet: (L: Layout, v: number, r: number) => L.vet + v * L.vetStride + r,
  discard: (L: Layout, v: number) => L.discard + v,
  choose: (L: Layout, r: number) => L.choose + r,
  /** An action-card play: its parts in declaration order (`b` only for two-part kinds). */
  play: (L: Layout, kind: number, a: number, b = 0) => L.play[kind] + a * L.stride[kind] + b,
};
