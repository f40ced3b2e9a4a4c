/**
 * Parameters to vary: `--param /pointer=from:to[:step]` (a range, step 1 by default) or
 * `--param /pointer=a,b,c` (a list). Each is checked against the content: the pointer must lead to a
 * number. Values a game refuses (a fraction where it wants a whole number, a negative count) are not
 * refused here: the sweep reports such a point as invalid, with the game's own reason.
 */
import { getNumberAt, parsePointer } from './pointer.ts';

export class GridError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GridError';
  }
}

/** A parameter of a sweep or a tune: where it is and the values it takes. */
export interface ParamGrid {
  pointer: string;
  values: number[];
}

/** Most values one parameter may take: a larger grid is almost always a typo (a step of 0.01 for 1). */
export const MAX_VALUES = 201;

const round = (x: number) => Number(x.toFixed(10));

function number(text: string, what: string, spec: string): number {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !Number.isFinite(n)) throw new GridError(`--param ${spec}: ${what} "${text}" is not a number`);
  return n;
}

/** Parses one `--param` (without checking the pointer against any content). */
export function parseParam(spec: string): ParamGrid {
  const eq = spec.lastIndexOf('=');
  if (eq <= 0) throw new GridError(`--param expects /pointer=from:to[:step] or /pointer=a,b,c, got "${spec}"`);
  const pointer = spec.slice(0, eq).trim();
  const range = spec.slice(eq + 1).trim();
  try {
    parsePointer(pointer);
  } catch (err) {
    throw new GridError(`--param ${spec}: ${(err as Error).message}`);
  }
  let values: number[];
  if (range.includes(':')) {
    const parts = range.split(':');
    if (parts.length > 3) throw new GridError(`--param ${spec}: a range is from:to or from:to:step`);
    const from = number(parts[0], 'from', spec);
    const to = number(parts[1], 'to', spec);
    const stepSize = parts.length === 3 ? number(parts[2], 'step', spec) : 1;
    if (!(stepSize > 0)) throw new GridError(`--param ${spec}: the step must be above 0`);
    if (to < from) throw new GridError(`--param ${spec}: the range ends (${to}) before it starts (${from})`);
    const count = Math.floor(round((to - from) / stepSize)) + 1;
    if (count > MAX_VALUES) throw new GridError(`--param ${spec}: ${count} values; at most ${MAX_VALUES} (use a larger step)`);
    values = Array.from({ length: count }, (_, i) => round(from + i * stepSize));
  } else {
    values = range.split(',').map((v) => number(v, 'value', spec));
    if (values.length > MAX_VALUES) throw new GridError(`--param ${spec}: ${values.length} values; at most ${MAX_VALUES}`);
  }
  if (new Set(values).size !== values.length) throw new GridError(`--param ${spec}: a value is listed twice`);
  return { pointer, values };
}

/** Parses every `--param` and checks each leads to a number in `content`, and that none repeats. */
export function parseParams(specs: readonly string[], content: unknown, most: number): ParamGrid[] {
  if (specs.length === 0) throw new GridError('give at least one --param /pointer=from:to (see `crossings lab params <game>`)');
  if (specs.length > most) throw new GridError(`at most ${most} --param here, got ${specs.length}`);
  const params = specs.map(parseParam);
  const seen = new Set<string>();
  for (const p of params) {
    if (seen.has(p.pointer)) throw new GridError(`--param ${p.pointer} is given twice`);
    seen.add(p.pointer);
    try {
      getNumberAt(content, p.pointer);
    } catch (err) {
      throw new GridError(`--param ${p.pointer}: ${(err as Error).message}`);
    }
  }
  return params;
}

/** Every combination of the parameters' values, the first parameter varying slowest. */
export function gridPoints(params: readonly ParamGrid[]): number[][] {
  let points: number[][] = [[]];
  for (const p of params) points = points.flatMap((pt) => p.values.map((v) => [...pt, v]));
  return points;
}
