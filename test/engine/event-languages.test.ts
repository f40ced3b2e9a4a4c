/**
 * `apply`'s events in the languages its caller asks for (types.ts `ApplyOptions.eventLanguages`,
 * src/engine/event-languages.ts): English always; other languages only when asked; and outside `apply`,
 * whatever happened inside it, every language again.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame, sayInAll, sayKept, type KeptSayings } from '../../src/engine/index.ts';

const books = {
  en: { said: (n: number) => `Player ${n + 1} said so.` },
  'zh-Hant': { said: (n: number) => `玩家 ${n + 1} 這麼說。` },
};
const kept: KeptSayings = new Map();

interface S { turn: number }
/** A game of one sentence a move, said once (`sayInAll`) and kept (`sayKept`); action 1 fails mid-step. */
const talk = defineGame<S, S & { viewer: unknown }, Record<string, never>, Record<string, never>>({
  id: 'talk', title: 'Talk', summary: 'A test game.', minPlayers: 2, maxPlayers: 2, hiddenInformation: false, chance: false,
  maxActions: () => 10,
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>, defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>, defaultContent: {},
  setup: () => ({ turn: 0 }),
  isOver: (s) => s.turn >= 10,
  activeSeats: (s) => [s.turn % 2],
  legalActions: (s, seat) => (seat === s.turn % 2 ? [0, 1] : []),
  step(s, seat, action, events) {
    if (action === 1) throw new Error('this step fails');
    events?.push({ kind: 'said', ...sayInAll(books, (b) => b.said(seat)) });
    events?.push({ kind: 'kept', ...sayKept(kept, seat, books, (b) => b.said(seat)) });
    s.turn++;
  },
  clone: (s) => ({ ...s }),
  view: (s, viewer) => ({ ...s, viewer }),
  determinize: ({ viewer: _viewer, ...s }) => ({ ...s }),
  outcome: () => null,
  describeAction: (_v, _seat, action) => `Say ${action}`,
});

describe('events in the languages apply is asked for', () => {
  it('says English alone when asked for no other language, the same English as ever, and keeps every language for later', () => {
    const s = talk.setup({ players: 2, seed: 1 });
    const english = talk.apply(s, 0, 0, { eventLanguages: [] });
    const every = talk.apply(s, 0, 0);
    if (!english.ok || !every.ok) throw new Error('refused');
    expect(english.events).toEqual([
      { kind: 'said', text: 'Player 1 said so.', texts: {} },
      { kind: 'kept', text: 'Player 1 said so.', texts: {} },
    ]);
    // The kept sentence was first made by the English-only move, and is still had in every language.
    expect(every.events).toEqual([
      { kind: 'said', text: 'Player 1 said so.', texts: { 'zh-Hant': '玩家 1 這麼說。' } },
      { kind: 'kept', text: 'Player 1 said so.', texts: { 'zh-Hant': '玩家 1 這麼說。' } },
    ]);
    expect(talk.apply(s, 0, 0, { eventLanguages: ['zh-Hant'] })).toEqual(every);
  });

  it('says every language again outside apply, even after a step that threw', () => {
    const s = talk.setup({ players: 2, seed: 1 });
    expect(() => talk.apply(s, 0, 1, { eventLanguages: [] })).toThrow('this step fails');
    expect(sayInAll(books, (b) => b.said(1))).toEqual({ text: 'Player 2 said so.', texts: { 'zh-Hant': '玩家 2 這麼說。' } });
  });
});
