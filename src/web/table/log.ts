/** The game log in words: entries grouped by the move that caused them, newest last. */
import type { GameEvent } from '../../engine/index.ts';
import type { LogEntry } from './types.ts';

/** A game event as a log line, with its sentence in every language the game wrote it in. */
export function logEntry(version: number, e: GameEvent): LogEntry {
  return e.texts ? { version, text: e.text, texts: e.texts, kind: e.kind } : { version, text: e.text, kind: e.kind };
}

export interface LogGroup {
  version: number;
  lines: string[];
}

export function groupLog(entries: readonly LogEntry[], limit = 60): LogGroup[] {
  const groups: LogGroup[] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last.version === e.version) last.lines.push(e.text);
    else groups.push({ version: e.version, lines: [e.text] });
  }
  return groups.slice(-limit);
}

/** Seat markers: a colour and a shape, so colour is never the only signal. */
// Dark enough to be text on the table's light backgrounds (WCAG AA, at least 4.5:1 on #fff6dc).
export const SEAT_COLOURS = ['#b5452f', '#1f66b5', '#2b7a47', '#7d5a79', '#8c6200', '#4a4e69'];
export const SEAT_SYMBOLS = ['●', '▲', '■', '◆', '★', '✚'];

export function seatMark(seat: number): { colour: string; symbol: string } {
  return { colour: SEAT_COLOURS[seat % SEAT_COLOURS.length], symbol: SEAT_SYMBOLS[seat % SEAT_SYMBOLS.length] };
}
