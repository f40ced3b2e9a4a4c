/**
 * Checks for the Lab form, pure so they are tested without a page: the content text (JSON syntax
 * with line and column, then the game's own `parseContent` with every problem it lists) and the
 * bot specs (the CLI's parser, src/bots/index.ts).
 */
import { parseBotSpec } from '../../bots/index.ts';
import { ContentError, type AnyGame } from '../../engine/index.ts';

export type ContentCheck =
  | { status: 'ok'; content: unknown }
  | { status: 'json'; message: string; line: number; column: number }
  | { status: 'invalid'; problems: string[] };

/** A content as the text the editor keeps, saves and exports (two-space JSON, like the content files). */
export function contentText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The game's default content as the text a designer edits. */
export function defaultContentText(game: AnyGame): string {
  return contentText(game.defaultContent);
}

/**
 * What "Export this content" saves: the file `crossings lab report <game> --content <file>` reads —
 * the text as edited (cards and JSON views edit the same text), named as imported or `<game>-content.json`.
 */
export function exportedContent(gameId: string, choice: { text: string; name: string | null }): { name: string; text: string; type: string } {
  return { name: choice.name ?? `${gameId}-content.json`, text: choice.text, type: 'application/json' };
}

export function checkContent(game: AnyGame, text: string): ContentCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const at = jsonErrorOffset(text);
    const { line, column } = lineColumn(text, at);
    // The engine's words name the fault; its quoted snippet of the text and "at position" add nothing to line/column.
    const message = (err as Error).message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
    return { status: 'json', message, line, column };
  }
  try {
    game.parseContent(value);
    return { status: 'ok', content: value };
  } catch (err) {
    if (err instanceof ContentError) return { status: 'invalid', problems: err.problems };
    return { status: 'invalid', problems: [(err as Error).message] };
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where JSON text first goes wrong (offset of the offending character; the text's length when it
 * ends early). JSON.parse's messages give a position for some faults and not others, so this walks
 * the grammar (RFC 8259) itself; it is only called after JSON.parse has refused the text.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) { i--; fail(); }
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const ch = text[i];
      if (ch === '"') { i++; return; }
      if (ch < ' ') fail();
      if (ch === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) { i += k; fail(); }
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? '') && i < text.length) i++;
        else fail();
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '-' || m[0] === '') fail();
    i += m![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      if (text[i] === '}') { i++; return; }
      for (;;) {
        space();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return; }
        fail();
      }
    }
    if (ch === '[') {
      i++;
      space();
      if (text[i] === ']') { i++; return; }
      for (;;) {
        value();
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return; }
        fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch >= '0' && ch <= '9')) return number();
    fail();
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}

/** The bot list as the CLI reads `--bots`: comma-separated specs, each checked; every bad one is named. */
export function checkBots(text: string): { bots: string[]; problems: string[] } {
  const bots = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (bots.length === 0) return { bots, problems: ['At least one bot is needed (e.g. random)'] };
  const problems: string[] = [];
  for (const b of bots) {
    try {
      parseBotSpec(b);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return { bots, problems };
}
