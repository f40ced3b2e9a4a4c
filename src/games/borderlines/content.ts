/**
 * Content travels with the game, as in #refugee (RF-D12; here BL-D34). The default content is part of
 * the code, so states and views name it by the key `default`; a state set up with custom content
 * carries the content object itself, by reference (clones, views and determinized states share it),
 * beside its key `custom-<stableHash>`. A view can so be read anywhere — a bot thread, the browser, a
 * replay in a fresh process. `networkOf` turns the content into indexed tables once per content object.
 */
import { contentReferences, type ContentRef as EngineContentRef } from '../../engine/index.ts';
import { DEFAULT_CONTENT, type AidKind, type AidKindInfo, type BorderlinesContent } from './data/index.ts';

const refs = contentReferences<BorderlinesContent>('Borderlines', DEFAULT_CONTENT);

/** How a state or a view names its content (src/engine/content-ref.ts). */
export type ContentRef = EngineContentRef<BorderlinesContent>;

/** The fields naming `content` in a new state: the key, and the content itself unless it is the default. */
export const contentFields = refs.fields;

/** The content of a state or view (for boards and tools too). */
export const contentOf = refs.of;

/** The content as indexed tables: places by number, adjacency lists, card ids. Read-only. */
export interface Network {
  content: BorderlinesContent;
  /** Number of places; place ids are their indices in `content.places`. */
  n: number;
  index: ReadonlyMap<string, number>;
  isZone: readonly boolean[];
  isStar: readonly boolean[];
  /** Zone number (war-zone card) → place, in content order. */
  zonePlaces: readonly number[];
  /** Land neighbours of each place, and the road leading there (same order). */
  land: readonly (readonly number[])[];
  landRoad: readonly (readonly number[])[];
  /** Sea lanes leaving each place (one way). */
  sea: readonly (readonly number[])[];
  /**
   * Each place's land roads as indices into `land[place]`, in order of the place they lead to, and its
   * sea lanes in order of destination: the legal-move generator walks them in this order, so its
   * codes come out sorted without a sort (legal.ts).
   */
  landByDest: readonly (readonly number[])[];
  seaByDest: readonly (readonly number[])[];
  /** The places with a sea lane leaving them, ascending: boat lists look only there (docs/performance.md, "Borderlines rules"). */
  coasts: readonly number[];
  /** The two places of each road. */
  roadEnds: ReadonlyArray<readonly [number, number]>;
  /** Crossing → its road; road → its crossing, or -1. */
  crossingRoad: readonly number[];
  roadCrossing: readonly number[];
  /** Camp card → its place. */
  campPlace: readonly number[];
  /** Aid card id → its kind (copies expanded in content order). */
  aidCards: readonly AidKind[];
  aidInfo: Readonly<Partial<Record<AidKind, AidKindInfo>>>;
  /** People in one family at setup (BL-R3). */
  familySize: number;
}

const networks = new WeakMap<BorderlinesContent, Network>();
/** The last network built or found (kept alive by this): a playout asks for the same one at every step, and this skips the WeakMap. */
let last: Network | null = null;

export function networkOf(x: ContentRef | BorderlinesContent): Network {
  const content = 'contentKey' in x ? contentOf(x) : x;
  if (last !== null && last.content === content) return last;
  let net = networks.get(content);
  if (net) return (last = net);
  const index = new Map(content.places.map((p, i) => [p.id, i]));
  const n = content.places.length;
  const land: number[][] = Array.from({ length: n }, () => []);
  const landRoad: number[][] = Array.from({ length: n }, () => []);
  const roadEnds = content.roads.map((r, i) => {
    const a = index.get(r.a)!;
    const b = index.get(r.b)!;
    land[a].push(b); landRoad[a].push(i);
    land[b].push(a); landRoad[b].push(i);
    return [a, b] as const;
  });
  const sea: number[][] = Array.from({ length: n }, () => []);
  for (const s of content.seaLanes) sea[index.get(s.from)!].push(index.get(s.to)!);
  const roadCrossing = content.roads.map(() => -1);
  const crossingRoad = content.crossings.map((c, i) => {
    const r = content.roads.findIndex((x) => (x.a === c.a && x.b === c.b) || (x.a === c.b && x.b === c.a));
    roadCrossing[r] = i;
    return r;
  });
  const aidCards: AidKind[] = [];
  const aidInfo: Partial<Record<AidKind, AidKindInfo>> = {};
  for (const a of content.aid) {
    aidInfo[a.kind] = a;
    for (let k = 0; k < a.copies; k++) aidCards.push(a.kind);
  }
  const zonePlaces = content.places.flatMap((p, i) => (p.kind === 'zone' ? [i] : []));
  net = {
    content,
    n,
    index,
    isZone: content.places.map((p) => p.kind === 'zone'),
    isStar: content.places.map((p) => p.star),
    zonePlaces,
    land,
    landRoad,
    sea,
    landByDest: land.map((to) => to.map((_, i) => i).sort((i, j) => to[i] - to[j])),
    seaByDest: sea.map((to) => to.slice().sort((a, b) => a - b)),
    coasts: sea.flatMap((to, p) => (to.length > 0 ? [p] : [])),
    roadEnds,
    crossingRoad,
    roadCrossing,
    campPlace: content.campCards.map((c) => index.get(c.place)!),
    aidCards,
    aidInfo,
    familySize: zonePlaces.length * content.rules.peoplePerZone,
  };
  networks.set(content, net);
  return (last = net);
}
