/**
 * Where the board draws the map, computed once per content: each place's position, the box its
 * people are drawn in, its label, and the border tokens on their roads. Geometry only, no rule.
 *
 * The content's coordinates are schematic (BL-D28). Syria and its neighbours hold 21 of the 49 places
 * in a quarter of the drawing, so the board looks at them through a lens: positions east of two
 * thirds of the width are spread 1.8 times as far, and south of half the height 1.6 times, while the
 * rest keeps its scale. Both stretches keep every place's order along each axis; for the default map
 * test/web/borderlines-board.test.tsx checks that no two roads cross once drawn. Labels go where they
 * cover the least (above a place first), chosen once, so nothing moves during a game.
 */
import { networkOf, type BorderlinesContent } from '../../../games/borderlines/index.ts';
import { pick, type Lang } from '../../../engine/lang.ts';
import { tr } from './words.ts';

/** Text sizes in drawing units. On a phone the map is drawn at least MAP_MIN_WIDTH_PX wide, so the smallest is 12 px there. */
export const TEXT = { name: 22, count: 22, badge: 18 } as const;
/** The smallest text (18 units) reaches 12 px when the drawing is shown at 2/3 of its units. */
export const MIN_TEXT_UNITS = 18;

/** One place of a city or a camp, and its box's padding. */
export const SLOT = 24;
const PAD = 4;
/** A family's count in a Syrian zone: its shape and the number. */
export const CHIP = { w: 48, h: 24 } as const;
/** The word "camp" at the start of a camp's row of places. */
export const CAMP_WORD = 48;
export const TOKEN = 28;

export const LENS = { fromX: 2 / 3, stretchX: 1.8, fromY: 0.51, stretchY: 1.6 } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlaceLayout {
  x: number;
  y: number;
  /** The city's places (with its red area last), or the zone's family counts. */
  box: Box;
  /** One row of places per camp card naming this city, under the city's box. */
  campRows: Box[];
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
}

export interface MapLayout {
  /** The drawing's size; the SVG viewBox is `0 0 width height`. */
  width: number;
  height: number;
  places: PlaceLayout[];
  /** Where each border crossing's token lies (the middle of its road). */
  tokens: Array<{ x: number; y: number }>;
  /** Each road's SVG path, and each sea lane's (ending before its landing's box, for the arrow). */
  roads: string[];
  lanes: string[];
}

interface Pt {
  x: number;
  y: number;
}

/** A point of the quadratic curve a → k → z at t. */
function quad(a: Pt, k: Pt, z: Pt, t: number): Pt {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * k.x + t * t * z.x, y: u * u * a.y + 2 * u * t * k.y + t * t * z.y };
}

function inside(p: Pt, b: Box, pad = 0): boolean {
  return p.x > b.x - pad && p.x < b.x + b.w + pad && p.y > b.y - pad && p.y < b.y + b.h + pad;
}

/**
 * A road or lane from a to z: straight when it clears every other place's boxes, else a gentle curve
 * bent to one side, the least bend that clears them (a ferry round a coast, a road round a town).
 */
function route(a: Pt, z: Pt, avoid: readonly Box[]): Pt {
  const mid = { x: (a.x + z.x) / 2, y: (a.y + z.y) / 2 };
  const len = Math.hypot(z.x - a.x, z.y - a.y) || 1;
  const nx = -(z.y - a.y) / len;
  const ny = (z.x - a.x) / len;
  const hits = (k: Pt) => {
    let n = 0;
    for (let t = 0.03; t < 0.98; t += 0.03) {
      const p = quad(a, k, z, t);
      for (const b of avoid) if (inside(p, b, 8)) n++;
    }
    return n;
  };
  let best = mid;
  let bestHits = hits(mid);
  for (const d of [40, -40, 80, -80, 130, -130, 190, -190, 260, -260]) {
    if (bestHits === 0) break;
    const k = { x: mid.x + nx * d, y: mid.y + ny * d };
    const n = hits(k);
    if (n < bestHits) {
      best = k;
      bestHits = n;
    }
  }
  return best;
}

function lens(v: number, from: number, stretch: number): number {
  return v <= from ? v : from + (v - from) * stretch;
}

/** Drawn position of a content coordinate. */
export function drawnAt(c: BorderlinesContent, x: number, y: number): { x: number; y: number } {
  const { width, height } = c.mapSize;
  return { x: lens(x, width * LENS.fromX, LENS.stretchX), y: lens(y, height * LENS.fromY, LENS.stretchY) };
}

/** The label's text as the board writes it ("★ Vienna", "Hatay · full"): its longest form is reserved. */
export function labelText(c: BorderlinesContent, place: number, full = false, lang: Lang = 'en'): string {
  const p = c.places[place];
  return `${p.star ? '★ ' : ''}${pick(p.name, lang)}${full ? tr(lang)('map.fullWord') : ''}`;
}

/** A rough width of a line of text (system sans-serif, mixed case). */
export function textWidth(text: string, size: number): number {
  return text.length * size * 0.56;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const layouts = new WeakMap<BorderlinesContent, MapLayout>();

function boxOfText(x: number, y: number, anchor: 'start' | 'middle' | 'end', w: number, h: number): Box {
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'start' ? x : x - w;
  return { x: left, y: y - h * 0.8, w, h };
}

/** How much of a box a straight road covers (sampled), so labels and camps keep off the roads. */
function roadCover(b: Box, roads: ReadonlyArray<readonly [Pt, Pt]>): number {
  let hits = 0;
  for (const [a, z] of roads) {
    for (let t = 0.04; t < 0.97; t += 0.04) {
      const x = a.x + (z.x - a.x) * t;
      const y = a.y + (z.y - a.y) * t;
      if (x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h) hits++;
    }
  }
  return hits;
}

export function mapLayout(c: BorderlinesContent): MapLayout {
  const known = layouts.get(c);
  if (known) return known;
  const net = networkOf(c);
  const margin = 12;
  const at = c.places.map((p) => drawnAt(c, p.x, p.y));
  const families = c.families.length;
  const boxes: Box[] = c.places.map((p, i) => {
    const { x, y } = at[i];
    const w = p.kind === 'zone' ? 2 * CHIP.w + 2 * PAD : c.rules.cityPlaces * SLOT + 2 * PAD;
    const h = p.kind === 'zone' ? Math.ceil(families / 2) * CHIP.h + 2 * PAD : SLOT + 2 * PAD;
    return { x: x - w / 2, y: y - h / 2, w, h };
  });
  const laneEnds = c.seaLanes.map((s) => [net.index.get(s.from)!, net.index.get(s.to)!] as const);
  const straight: Array<readonly [Pt, Pt]> = [...net.roadEnds, ...laneEnds].map(([a, b]) => [at[a], at[b]] as const);
  // A zone's number sits on its box's top left corner.
  const badges: Box[] = c.places.flatMap((p, i) => (p.kind === 'zone' ? [{ x: boxes[i].x - 13, y: boxes[i].y - 13, w: 26, h: 26 }] : []));
  const obstacles: Box[] = [...boxes, ...badges];
  // Covering a box or another label weighs far more than lying across a road (the label's halo keeps it legible).
  const cost = (b: Box, roads: ReadonlyArray<readonly [Pt, Pt]>) => {
    let n = 0;
    for (const o of obstacles) n += overlap(b, o);
    return 3 * n + 3 * roadCover(b, roads);
  };
  // The crowded places choose first.
  const crowd = at.map((p) => at.filter((q) => Math.hypot(p.x - q.x, p.y - q.y) < 160).length);
  const order = c.places.map((_, i) => i).sort((a, b) => crowd[b] - crowd[a] || a - b);

  // 1. Refugee camps: a row of places per camp card naming the city, on the freest side of its box.
  const campRows: Box[][] = c.places.map(() => []);
  for (const i of order) {
    const camps = net.campPlace.filter((q) => q === i).length;
    if (camps === 0) continue;
    const b = boxes[i];
    const w = CAMP_WORD + c.rules.campPlaces * SLOT + 2 * PAD;
    const h = SLOT + 2 * PAD;
    const stack = camps * (h + 4);
    const sides = [
      { x: b.x + b.w / 2 - w / 2, y: b.y + b.h + 4 },
      { x: b.x + b.w / 2 - w / 2, y: b.y - stack },
      { x: b.x + b.w + 4, y: b.y },
      { x: b.x - w - 4, y: b.y },
    ];
    let best = sides[0];
    let bestCost = Infinity;
    for (const side of sides) {
      const k = cost({ x: side.x, y: side.y, w, h: stack - 4 }, straight);
      if (k < bestCost - 1) {
        best = side;
        bestCost = k;
      }
    }
    campRows[i] = Array.from({ length: camps }, (_, k) => ({ x: best.x, y: best.y + k * (h + 4), w, h }));
    obstacles.push(...campRows[i]);
  }

  // 2. Roads and lanes: straight, or bent round the places they would cross.
  const around = (a: number, b: number) => c.places.flatMap((_, i) => (i === a || i === b ? [] : [boxes[i], ...campRows[i]]));
  const bends = net.roadEnds.map(([a, b]) => route(at[a], at[b], around(a, b)));
  const laneBends = laneEnds.map(([a, b]) => route(at[a], at[b], around(a, b)));
  const roads: Array<readonly [Pt, Pt]> = [];
  const sample = (a: Pt, k: Pt, z: Pt) => {
    for (let t = 0; t < 0.99; t += 0.25) roads.push([quad(a, k, z, t), quad(a, k, z, t + 0.25)]);
  };
  net.roadEnds.forEach(([a, b], r) => sample(at[a], bends[r], at[b]));
  laneEnds.forEach(([a, b], r) => sample(at[a], laneBends[r], at[b]));

  // 3. Border tokens, on the middle of their roads.
  const tokens = net.crossingRoad.map((r) => {
    // The middle of the part of the road between its two places' boxes.
    const [a, b] = net.roadEnds[r];
    let t0 = 0;
    let t1 = 1;
    while (t0 < 0.5 && inside(quad(at[a], bends[r], at[b], t0), boxes[a])) t0 += 0.01;
    while (t1 > 0.5 && inside(quad(at[a], bends[r], at[b], t1), boxes[b])) t1 -= 0.01;
    return quad(at[a], bends[r], at[b], (t0 + t1) / 2);
  });
  obstacles.push(...tokens.map((t) => ({ x: t.x - TOKEN / 2, y: t.y - TOKEN / 2, w: TOKEN, h: TOKEN })));

  // 4. Labels: above a place first, else wherever they cover the least.
  const labels: PlaceLayout['label'][] = c.places.map(() => ({ x: 0, y: 0, anchor: 'middle' as const }));
  // Labels that stick out of the places' own extent make the whole drawing smaller on screen.
  const extent = {
    x0: Math.min(...obstacles.map((b) => b.x)), y0: Math.min(...obstacles.map((b) => b.y)),
    x1: Math.max(...obstacles.map((b) => b.x + b.w)), y1: Math.max(...obstacles.map((b) => b.y + b.h)),
  };
  const outside = (b: Box) => b.w * b.h - overlap(b, { x: extent.x0, y: extent.y0, w: extent.x1 - extent.x0, h: extent.y1 - extent.y0 });
  for (const i of order) {
    const b = boxes[i];
    const all = [b, ...campRows[i]];
    const top = Math.min(...all.map((r) => r.y));
    const bottom = Math.max(...all.map((r) => r.y + r.h));
    const left = Math.min(...all.map((r) => r.x));
    const right = Math.max(...all.map((r) => r.x + r.w));
    const text = labelText(c, i, c.places[i].kind === 'city');
    const w = textWidth(text, TEXT.name);
    const h = TEXT.name;
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    // Candidates, best first: above, below, right, left, then the corners, then a little further out. y is the baseline.
    const candidates: PlaceLayout['label'][] = [];
    for (const gap of [5, 16]) {
      candidates.push(
        { x: cx, y: top - gap, anchor: 'middle' },
        { x: cx, y: bottom + h * 0.8 + gap, anchor: 'middle' },
        { x: right + gap, y: cy + h * 0.35, anchor: 'start' },
        { x: left - gap, y: cy + h * 0.35, anchor: 'end' },
        { x: right - 12, y: top - gap, anchor: 'start' },
        { x: left + 12, y: top - gap, anchor: 'end' },
        { x: right - 12, y: bottom + h * 0.8 + gap, anchor: 'start' },
        { x: left + 12, y: bottom + h * 0.8 + gap, anchor: 'end' },
      );
    }
    let best = candidates[0];
    let bestCost = Infinity;
    candidates.forEach((cand, k) => {
      const box = boxOfText(cand.x, cand.y, cand.anchor, w, h);
      const n = cost(box, roads) + outside(box) + k * 20;
      if (n < bestCost) {
        best = cand;
        bestCost = n;
      }
    });
    labels[i] = best;
    obstacles.push(boxOfText(best.x, best.y, best.anchor, w, h));
  }

  const minX = Math.min(...obstacles.map((b) => b.x)) - margin;
  const minY = Math.min(...obstacles.map((b) => b.y)) - margin;
  const maxX = Math.max(...obstacles.map((b) => b.x + b.w)) + margin;
  const maxY = Math.max(...obstacles.map((b) => b.y + b.h)) + margin;
  const shift = (b: Box): Box => ({ x: b.x - minX, y: b.y - minY, w: b.w, h: b.h });
  const pt = (p: Pt) => `${(p.x - minX).toFixed(1)} ${(p.y - minY).toFixed(1)}`;
  const path = (a: Pt, k: Pt, z: Pt) => (k.x === (a.x + z.x) / 2 && k.y === (a.y + z.y) / 2 ? `M${pt(a)} L${pt(z)}` : `M${pt(a)} Q${pt(k)} ${pt(z)}`);
  const lanePath = ([a, b]: readonly [number, number], k: Pt) => {
    // Stop before the landing's box, so the arrow shows: the last point of the curve outside it.
    let t = 1;
    while (t > 0.5 && inside(quad(at[a], k, at[b], t), boxes[b], 7)) t -= 0.01;
    // The part of the curve from 0 to t (de Casteljau).
    const k2 = { x: at[a].x + (k.x - at[a].x) * t, y: at[a].y + (k.y - at[a].y) * t };
    return `M${pt(at[a])} Q${pt(k2)} ${pt(quad(at[a], k, at[b], t))}`;
  };
  const layout: MapLayout = {
    width: Math.ceil(maxX - minX),
    height: Math.ceil(maxY - minY),
    places: c.places.map((_, i) => ({
      x: at[i].x - minX,
      y: at[i].y - minY,
      box: shift(boxes[i]),
      campRows: campRows[i].map(shift),
      label: { ...labels[i], x: labels[i].x - minX, y: labels[i].y - minY },
    })),
    tokens: tokens.map((t) => ({ x: t.x - minX, y: t.y - minY })),
    roads: net.roadEnds.map(([a, b], r) => path(at[a], bends[r], at[b])),
    lanes: laneEnds.map((ends, r) => lanePath(ends, laneBends[r])),
  };
  layouts.set(c, layout);
  return layout;
}
