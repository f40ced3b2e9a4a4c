/**
 * Every game text exists in Traditional Chinese: each event of random games, each legal
 * action's words, each outcome's reason and each progress label, for every registered game at its
 * smallest and largest table, and the text figures of each outcome. A Chinese text must be Chinese (Han characters, no English word left
 * in it), and a seat's legal actions must read differently in Chinese as they do in English.
 * English stays what it was: asking for English is the same as asking for no language.
 */
import { describe, expect, it } from 'vitest';
import { eventText, outcomeReason, Rng, type AnyGame, type GameEvent } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';

const HAN = /\p{Script=Han}/u;
/** A Latin word of three letters or more: English left in a Chinese sentence. */
const ENGLISH_WORD = /[A-Za-z]{3,}/;

function checkChinese(what: string, zh: string, en: string): void {
  expect(zh, `${what}: no Chinese text for "${en}"`).toMatch(HAN);
  expect(ENGLISH_WORD.exec(zh)?.[0], `${what}: English word in "${zh}" (English: "${en}")`).toBeUndefined();
}

interface Seen { events: number; actions: number; kinds: Set<string> }

function playOne(game: AnyGame, players: number, seed: number, seen: Seen): void {
  const rng = new Rng(seed * 7919 + players);
  let state = game.setup({ players, seed });
  let step = 0;
  while (!game.isOver(state) && step < game.maxActions(players)) {
    const seats = game.activeSeats(state);
    // Every 5th position: every active seat's legal actions, in Chinese, each distinct.
    if (step % 5 === 0) {
      for (const seat of seats) {
        const view = game.view(state, seat);
        const legal = game.legalActions(state, seat);
        const zh = legal.map((a) => game.describeAction(view, seat, a, 'zh-Hant'));
        legal.forEach((a, i) => {
          const en = game.describeAction(view, seat, a);
          expect(game.describeAction(view, seat, a, 'en')).toBe(en);
          checkChinese(`${game.id} action ${a}`, zh[i], en);
        });
        expect(new Set(zh).size, `${game.id}: two legal actions of seat ${seat} read the same in Chinese: ${zh.join(' | ')}`).toBe(legal.length);
        seen.actions += legal.length;
      }
      if (game.progress) {
        const spectator = game.view(state, 'spectator');
        checkChinese(`${game.id} progress`, game.progress(spectator, 'zh-Hant').label, game.progress(spectator).label);
      }
    }
    const seat = seats[rng.int(seats.length)];
    const legal = game.legalActions(state, seat);
    const result = game.apply(state, seat, legal[rng.int(legal.length)]);
    if (!result.ok) throw new Error(result.error.message);
    for (const e of result.events as GameEvent[]) {
      checkChinese(`${game.id} event ${e.kind}`, eventText(e, 'zh-Hant'), e.text);
      expect(eventText(e, 'en')).toBe(e.text);
      seen.events++;
      seen.kinds.add(e.kind);
    }
    state = result.state;
    step++;
  }
  const outcome = game.outcome(state);
  if (outcome) {
    checkChinese(`${game.id} outcome`, outcomeReason(outcome, 'zh-Hant'), outcome.reason);
    // A text figure (a goal's, a destination's name) shown on the end screen has its Chinese too.
    outcome.stats.forEach((row, seat) => {
      for (const [key, value] of Object.entries(row)) {
        if (typeof value === 'string') checkChinese(`${game.id} figure ${key}`, outcome.statTexts?.[seat]?.[key]?.['zh-Hant'] ?? '', value);
      }
    });
  }
}

describe('every game text in Traditional Chinese (RF-D33, EM-D30, BL-D42, DP-D31)', () => {
  for (const game of listGames()) {
    for (const players of [...new Set([game.minPlayers, game.maxPlayers])]) {
      it(`${game.id} at ${players} players: events, actions, outcome and progress read in Chinese`, () => {
        const seen: Seen = { events: 0, actions: 0, kinds: new Set() };
        for (let seed = 1; seed <= 6; seed++) playOne(game, players, seed, seen);
        // The check above must have had something to check.
        expect(seen.events).toBeGreaterThan(20);
        expect(seen.actions).toBeGreaterThan(20);
      });
    }
  }
});
