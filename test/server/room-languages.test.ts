/**
 * A room says its events in the languages its connections read (src/server/room/play.ts `readBy`): in
 * English alone while every connection reads English, and, from the first connection that reads another
 * language (or every language, the protocol's default), in every language, its log so far said again by a
 * replay. What any reader is sent must be exactly what a room that said every language from the start
 * would send: the same events, the same sentences, take-backs included.
 */
import { describe, expect, it } from 'vitest';
import '../../src/games/all.ts';
import { Rng, eventsIn, type GameEvent } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/index.ts';
import { RoomPlay } from '../../src/server/room/play.ts';
import type { RoomConfig } from '../../src/server/storage/types.ts';

const config = (game: string, players: number, seed: string): RoomConfig => ({
  code: 'TEST01', game, players, seed, options: {}, botThinkMs: 0, turnTimer: null, dropReplaceSeconds: null,
  standInBot: { kind: 'random', strength: 'medium' }, hostTokenHash: '', createdAt: 0,
});

const hasChinese = (e: GameEvent) => typeof e.texts?.['zh-Hant'] === 'string' && e.texts['zh-Hant'] !== '';

/**
 * Plays the same seeded game on two rooms, one that read every language from its start and one whose
 * readers read English, taking a seat's move back now and then where the undo rules allow it; returns
 * both with each entry's events as the entry made them.
 */
function playBoth(gameId: string, players: number, seed: string, entries: number) {
  const game = getGame(gameId);
  const everyLanguage = new RoomPlay(game, config(gameId, players, seed));
  everyLanguage.readBy(undefined);
  const english = new RoomPlay(game, config(gameId, players, seed));
  english.readBy('en');
  const rng = new Rng(`${gameId}:${seed}`);
  const said: { all: GameEvent[][]; en: GameEvent[][] } = { all: [], en: [] };
  let takeBacks = 0;
  for (let n = 0; n < entries && !everyLanguage.isOver; n++) {
    // The English room moves first: a sentence a game keeps once made (lang.ts `sayKept`) is then first
    // made by a move that asked for English alone, and must still reach the other room in every language.
    const lastSeat = everyLanguage.log.entries.at(-1)?.seat;
    if (lastSeat !== undefined && everyLanguage.log.canUndo(lastSeat) && rng.int(3) === 0) {
      said.en.push(english.takeBack(lastSeat, english.version, () => n).events);
      said.all.push(everyLanguage.takeBack(lastSeat, everyLanguage.version, () => n).events);
      takeBacks++;
      continue;
    }
    const seat = everyLanguage.active()[0];
    const legal = everyLanguage.legal(seat);
    const action = legal[rng.int(legal.length)];
    said.en.push(english.move(seat, action, english.version, () => n, true).events);
    said.all.push(everyLanguage.move(seat, action, everyLanguage.version, () => n, true).events);
  }
  return { everyLanguage, english, said, takeBacks };
}

describe('a room says its events in the languages read (play.ts readBy)', () => {
  for (const [gameId, players] of [['emigration', 4], ['refugee', 4], ['borderlines', 4], ['displacement', 4]] as const) {
    it(`${gameId}: English alone while only English is read, the same sentences in every language once another is`, () => {
      const { everyLanguage, english, said } = playBoth(gameId, players, 'languages-1', 60);
      const all = said.all.flat();
      const en = said.en.flat();
      expect(all.length).toBeGreaterThan(20);
      // Every sentence is written in Chinese too (else the test could not tell the rooms apart).
      expect(all.filter((e) => !hasChinese(e))).toEqual([]);
      // While English is read, an English reader is sent the same events, and no other language is said
      // (take-backs' own words aside: they are rare, and said in every language).
      expect(en.map((e) => eventsIn([e], 'en')[0])).toEqual(all.map((e) => eventsIn([e], 'en')[0]));
      const tookBack = (e: GameEvent) => e.kind === 'undo' || e.kind === 'my-undo';
      expect(en.filter((e) => !tookBack(e) && hasChinese(e))).toEqual([]);

      // A reader of Chinese arrives: the English room's whole log now reads as the other room's, in every
      // language, for every viewer.
      english.readBy('zh-Hant');
      for (const viewer of [0, 1, 'spectator'] as const) {
        expect(english.log.eventsSince(viewer, 0)).toEqual(everyLanguage.log.eventsSince(viewer, 0));
      }
      // …and so do its later moves, with the same states behind them.
      for (let n = 0; n < 5 && !everyLanguage.isOver; n++) {
        const seat = everyLanguage.active()[0];
        const action = everyLanguage.legal(seat)[0];
        expect(english.move(seat, action, english.version, () => n, true).events).toEqual(everyLanguage.move(seat, action, everyLanguage.version, () => n, true).events);
      }
      expect(english.stateHash()).toBe(everyLanguage.stateHash());
    });
  }

  it('says the log again with take-backs in it: each take-back returns to the state before the move it took back', () => {
    // A seed and game in which the random walk above takes moves back (undoable steps exist in #refugee).
    let found = false;
    for (let k = 0; k < 20 && !found; k++) {
      const { everyLanguage, english, takeBacks } = playBoth('refugee', 3, `take-backs-${k}`, 80);
      if (takeBacks === 0) continue;
      found = true;
      english.readBy(undefined);
      expect(english.log.eventsSince('spectator', 0)).toEqual(everyLanguage.log.eventsSince('spectator', 0));
      expect(english.log.eventsSince(0, 0)).toEqual(everyLanguage.log.eventsSince(0, 0));
    }
    expect(found).toBe(true);
  });

  it('stays as it was, saying why, when its log does not replay', () => {
    const { english } = playBoth('emigration', 4, 'no-replay', 12);
    const before = english.log.eventsSince('spectator', 0);
    // A log the rules no longer accept (as when a game's rules changed under a running server).
    english.log.entries[0] = { ...english.log.entries[0], action: 99_999 };
    expect(() => english.readBy('zh-Hant')).toThrow(/room log: entry 1 does not replay/);
    expect(english.log.eventsSince('spectator', 0)).toEqual(before);
    const seat = english.active()[0];
    expect(english.move(seat, english.legal(seat)[0], english.version, () => 0, true).events.filter(hasChinese)).toEqual([]);
  });
});
