/**
 * How a move sent from an older version is judged (docs/architecture.md §10; src/server/room/offers.ts):
 * by the words each seat was offered at every version since the one it saw.
 */
import { describe, expect, it } from 'vitest';
import { OfferBook, judgeLateMove, type Offered } from '../../src/server/room/offers.ts';

const offer = (...labels: Array<[number, string]>): Offered => ({ actions: labels.map(([action]) => action), labels: labels.map(([, label]) => label) });
const note = (book: OfferBook, seat: number, version: number, choices: Offered) =>
  book.note(seat, version, { actions: choices.actions, labels: [...choices.labels] }, JSON.stringify(choices.actions.map((action, i) => ({ action, label: choices.labels[i] }))));

describe('OfferBook', () => {
  it('accepts an action offered with the same words throughout; refuses one gone or reworded', () => {
    const book = new OfferBook();
    note(book, 0, 0, offer([1, 'Take the lamp'], [2, 'Take the rope'], [3, 'Take the map']));
    note(book, 0, 1, offer([2, 'Take the rope'], [3, 'Take the map']));
    note(book, 0, 2, offer([2, 'Take the rope'], [3, 'Take the map (the last one)']));
    expect(book.judge(0, 2, 0, 2)).toEqual({ ok: true });
    expect(book.judge(0, 1, 0, 2)).toEqual({ ok: false, reason: 'gone' });
    expect(book.judge(0, 3, 0, 2)).toEqual({ ok: false, reason: 'changed', label: 'Take the map (the last one)' });
    expect(book.judge(0, 3, 2, 2)).toEqual({ ok: true });
    // Not noted at the current version (no connection of that seat saw it): nothing to judge by.
    expect(book.judge(0, 2, 0, 3)).toEqual({ ok: false, reason: 'unseen' });
    expect(book.judge(1, 2, 0, 2)).toEqual({ ok: false, reason: 'unseen' });
  });

  it('a gap in what a seat was shown breaks the run; so does an action that left and came back', () => {
    const book = new OfferBook();
    note(book, 0, 0, offer([1, 'Pass']));
    note(book, 0, 2, offer([1, 'Pass'])); // version 1 was never shown to this seat
    expect(book.judge(0, 1, 0, 2).ok).toBe(false);
    expect(book.judge(0, 1, 2, 2).ok).toBe(true);
    note(book, 0, 3, offer());
    note(book, 0, 4, offer([1, 'Pass']));
    expect(book.judge(0, 1, 2, 4)).toEqual({ ok: false, reason: 'changed', label: 'Pass' });
  });

  it('a second offer at the same version (the room has just started) replaces the first', () => {
    const book = new OfferBook();
    note(book, 0, 0, offer()); // in the lobby
    note(book, 0, 0, offer([5, 'Pledge 5']));
    note(book, 0, 1, offer([5, 'Pledge 5']));
    expect(book.judge(0, 5, 0, 1)).toEqual({ ok: true });
  });

  it('judges by the words whatever the order of the actions, when words repeat from one epoch to the next', () => {
    const book = new OfferBook();
    note(book, 0, 0, offer([7, 'Vet Ana'], [2, 'Vet Ben'], [5, 'Vet Cai']));
    note(book, 0, 1, offer([2, 'Vet Ben'], [5, 'Vet Cai, again'], [7, 'Vet Ana']));
    note(book, 0, 2, offer([5, 'Vet Cai, again'], [7, 'Vet Ana'], [9, 'Vet Dee']));
    expect(book.judge(0, 7, 0, 2)).toEqual({ ok: true });
    expect(book.judge(0, 5, 0, 2)).toEqual({ ok: false, reason: 'changed', label: 'Vet Cai, again' });
    expect(book.judge(0, 5, 1, 2)).toEqual({ ok: true });
    expect(book.judge(0, 2, 1, 2)).toEqual({ ok: false, reason: 'gone' });
    expect(book.judge(0, 9, 1, 2)).toEqual({ ok: false, reason: 'changed', label: 'Vet Dee' });
  });

  it('keeps a few epochs only: a move from long ago is stale', () => {
    const book = new OfferBook();
    for (let v = 0; v < 20; v++) note(book, 0, v, offer([1, 'Keep going'], [2, `Step ${v}`]));
    expect(book.judge(0, 1, 0, 19)).toEqual({ ok: false, reason: 'unseen' }); // older than the epochs kept
    expect(book.judge(0, 1, 12, 19)).toEqual({ ok: true });
    expect(book.judge(0, 2, 18, 19).ok).toBe(false); // reworded meanwhile
    expect(book.judge(0, 2, 19, 19).ok).toBe(true);
  });
});

describe('judgeLateMove', () => {
  const log = (version: number, acted: Record<number, number>) => ({ version, actedSince: (seat: number, v: number) => (acted[seat] ?? -1) > v });

  it('refuses a move from the future, from a seat that acted since, and words each refusal', () => {
    const book = new OfferBook();
    note(book, 1, 2, offer([4, 'Take the kettle']));
    expect(judgeLateMove(log(2, {}), book, 1, 4, 3)?.code).toBe('STALE_VERSION');
    expect(judgeLateMove(log(2, { 1: 1 }), book, 1, 4, 0)?.code).toBe('STALE_VERSION'); // its own move of version 0→1 it saw at 0
    expect(judgeLateMove(log(2, { 1: 1 }), book, 1, 4, 0)?.message).toMatch(/acted since/);
    note(book, 1, 0, offer([4, 'Take the kettle'])); // a fresh book for seat 2 from version 0
    note(book, 1, 1, offer([4, 'Take the kettle']));
    note(book, 1, 2, offer([4, 'Take the kettle']));
    expect(judgeLateMove(log(2, { 0: 2 }), book, 1, 4, 0)).toBeNull();
    expect(judgeLateMove(log(2, {}), book, 1, 9, 0)).toMatchObject({ code: 'NO_LONGER_LEGAL', message: expect.stringMatching(/version 0 to 2.*no longer possible/) });
  });
});
