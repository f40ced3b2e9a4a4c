/**
 * Where each card of a personal layout is drawn. The physical layout is overlapping rows (EM-D7: each
 * card is covered by the cards in front of it); on screen the rows do not overlap at all: each row is a
 * grid line of its own, and a card sits between the cards that cover it, half a card to the side (the
 * pyramid's brick pattern), so every name shows in full and coverage still reads from the picture
 * (and, in words, on every covered card). Pure, so a test can check that no two cards share a cell.
 */
import { EMPTY, type EmigrationView } from '../../../games/emigration/index.ts';

export interface LayoutCell {
  slot: number;
  /** The layout row (0 = back), as in the content. */
  row: number;
  /** Display line, 0 = top (the back row); only rows that still hold cards take a line. */
  line: number;
  /** First grid column, 1-based, in half-card steps. */
  column: number;
  /** Columns the card spans (two half-cards). */
  span: number;
}

export interface LayoutGrid {
  /** Half-card columns of the whole layout (the same whatever has been taken, so nothing shifts). */
  columns: number;
  /** Layout rows that still hold cards, back first. */
  rows: number[];
  /** One cell per slot still holding a card (face up or down), in slot order. */
  cells: LayoutCell[];
}

export const SPAN = 2;

type Spec = Pick<EmigrationView['layoutSpec'][number], 'row' | 'col'>;

/**
 * Grid columns for every slot of the layout: twice the content's `col` (columns come in halves in the
 * pyramid), pushed right where a row would otherwise put two cards in one place, so no two cards of a
 * row ever overlap whatever a content file says.
 */
export function slotColumns(spec: readonly Spec[]): number[] {
  const start = new Array<number>(spec.length).fill(0);
  const byRow = new Map<number, number[]>();
  spec.forEach((s, slot) => byRow.set(s.row, [...(byRow.get(s.row) ?? []), slot]));
  for (const slots of byRow.values()) {
    slots.sort((a, b) => spec[a].col - spec[b].col || a - b);
    let next = 0;
    for (const slot of slots) {
      const at = Math.max(next, Math.round(Math.max(0, spec[slot].col) * 2));
      start[slot] = at;
      next = at + SPAN;
    }
  }
  return start.map((s) => s + 1);
}

export function layoutGrid(spec: readonly Spec[], ids: readonly number[]): LayoutGrid {
  const cols = slotColumns(spec);
  const columns = Math.max(SPAN, ...cols.map((c) => c - 1 + SPAN));
  const rows = [...new Set(ids.flatMap((id, slot) => (id === EMPTY ? [] : [spec[slot].row])))].sort((a, b) => a - b);
  const cells = ids.flatMap((id, slot) => (id === EMPTY ? [] : [{ slot, row: spec[slot].row, line: rows.indexOf(spec[slot].row), column: cols[slot], span: SPAN }]));
  return { columns, rows, cells };
}

/** The slots still holding a card on top of `slot` (the content's `coveredBy`, less the emptied ones). */
export function coveringSlots(v: Pick<EmigrationView, 'layoutSpec' | 'layout'>, seat: number, slot: number): number[] {
  return v.layoutSpec[slot].coveredBy.filter((c) => v.layout[seat][c] !== EMPTY);
}
