/**
 * How a move sent from an older version is judged (docs/architecture.md §10; src/server/room/offers.ts):
 * by the words each seat was offered at every version since the one it saw.
 */
import { describe, expect, it } from 'vitest';
import { OfferBook, judgeLateMove } from '../../src/server/room/offers.ts';

/** A view here is the words of each action offered; the book's describe reads them, and counts its calls. */
type Words = Record<number, string>;
const offer = (...labels: Array<[number, string]>): { actions: number[]; view: Words } =>
  ({ actions: labels.map(([action]) => action), view: Object.fromEntries(labels) });
const counted = () => {
  const calls = { n: 0 };
  const book = new OfferBook((view, _seat, action) => {
    calls.n++;
    return (view as Words)[action];
  });
  return { book, calls };
};
const note = (book: OfferBook, seat: number, version: number, o: { actions: number[]; view: Words }) => book.note(seat, version, o.actions, o.view);

describe('OfferBook', () => {
  it('accepts an action offered with the same words throughout; refuses one gone or reworded', () => {
    const { book } = counted();
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
    const { book } = counted();
    note(book, 0, 0, offer([1, 'Pass']));
    note(book, 0, 2, offer([1, 'Pass'])); // version 1 was never shown to this seat
    expect(book.judge(0, 1, 0, 2).ok).toBe(false);
    expect(book.judge(0, 1, 2, 2).ok).toBe(true);
    note(book, 0, 3, offer());
    note(book, 0, 4, offer([1, 'Pass']));
    expect(book.judge(0, 1, 2, 4)).toEqual({ ok: false, reason: 'changed', label: 'Pass' });
  });

  it('a second offer at the same version (the room has just started) replaces the first', () => {
    const { book } = counted();
    note(book, 0, 0, offer()); // in the lobby
    note(book, 0, 0, offer([5, 'Pledge 5']));
    note(book, 0, 1, offer([5, 'Pledge 5']));
    expect(book.judge(0, 5, 0, 1)).toEqual({ ok: true });
  });

  it('judges by the words whatever the order of the actions', () => {
    const { book } = counted();
    note(book, 0, 0, offer([7, 'Vet Ana'], [2, 'Vet Ben'], [5, 'Vet Cai']));
    note(book, 0, 1, offer([2, 'Vet Ben'], [5, 'Vet Cai, again'], [7, 'Vet Ana']));
    note(book, 0, 2, offer([5, 'Vet Cai, again'], [7, 'Vet Ana'], [9, 'Vet Dee']));
    expect(book.judge(0, 7, 0, 2)).toEqual({ ok: true });
    expect(book.judge(0, 5, 0, 2)).toEqual({ ok: false, reason: 'changed', label: 'Vet Cai, again' });
    expect(book.judge(0, 5, 1, 2)).toEqual({ ok: true });
    expect(book.judge(0, 2, 1, 2)).toEqual({ ok: false, reason: 'gone' });
    expect(book.judge(0, 9, 1, 2)).toEqual({ ok: false, reason: 'changed', label: 'Vet Dee' });
  });

  it('keeps a few versions only: a move from long ago is stale', () => {
    const { book } = counted();
    for (let v = 0; v < 40; v++) note(book, 0, v, offer([1, 'Keep going'], [2, `Step ${v}`]));
    expect(book.judge(0, 1, 0, 39)).toEqual({ ok: false, reason: 'unseen' }); // older than the versions kept
    expect(book.judge(0, 1, 20, 39)).toEqual({ ok: true });
    expect(book.judge(0, 2, 38, 39).ok).toBe(false); // reworded meanwhile
    expect(book.judge(0, 2, 39, 39).ok).toBe(true);
  });

  it('makes words only when asked: a late move words its one action at each version since', () => {
    const { book, calls } = counted();
    for (let v = 0; v < 10; v++) note(book, 0, v, offer([1, 'Pass'], [2, 'Vet Ana'], [3, `Vet Ben (${v < 5 ? 'first' : 'again'})`]));
    expect(calls.n).toBe(0); // noting keeps the references only
    expect(book.judge(0, 2, 6, 9)).toEqual({ ok: true });
    expect(calls.n).toBe(4); // action 2 at versions 9 (now), 8, 7 and 6
    calls.n = 0;
    expect(book.judge(0, 3, 3, 9)).toEqual({ ok: false, reason: 'changed', label: 'Vet Ben (again)' });
    expect(calls.n).toBe(6); // versions 9 down to 4, where the words differ
  });

  it('words a whole offer once for the connections that want words, and judges by those words', () => {
    const { book, calls } = counted();
    const o = offer([1, 'Pass'], [4, 'Take the rope']);
    note(book, 0, 0, o);
    expect(book.labels(0, 0, o.actions, o.view)).toEqual(['Pass', 'Take the rope']);
    expect(book.labels(0, 0, o.actions, o.view)).toEqual(['Pass', 'Take the rope']);
    expect(calls.n).toBe(2);
    note(book, 0, 1, o);
    expect(book.judge(0, 4, 0, 1)).toEqual({ ok: true });
    expect(calls.n).toBe(3); // version 1 (now); version 0 from its kept words
  });

  it('forgets a seat that acted: nothing it was offered before can be judged any more', () => {
    const { book } = counted();
    note(book, 0, 0, offer([1, 'Pass']));
    note(book, 1, 0, offer([1, 'Pass']));
    book.forget(0);
    note(book, 1, 1, offer([1, 'Pass']));
    expect(book.judge(0, 1, 0, 0)).toEqual({ ok: false, reason: 'unseen' });
    expect(book.judge(1, 1, 0, 1)).toEqual({ ok: true });
  });

  it('keeps a run of versions that offered nothing as one: a long wait does not push out what came before', () => {
    const { book } = counted();
    note(book, 0, 0, offer([1, 'Pass']));
    for (let v = 1; v <= 40; v++) note(book, 0, v, offer());
    note(book, 0, 41, offer([1, 'Pass']));
    // Judged through the whole wait (were it dropped, the verdict would be 'unseen').
    expect(book.judge(0, 1, 0, 41)).toEqual({ ok: false, reason: 'changed', label: 'Pass' });
    expect(book.judge(0, 1, 41, 41)).toEqual({ ok: true });
    // A connection that subscribes at the last version of a run, then sees moves there, replaces it.
    note(book, 0, 42, offer());
    note(book, 0, 42, offer([2, 'Rest']));
    note(book, 0, 43, offer([2, 'Rest']));
    expect(book.judge(0, 2, 42, 43)).toEqual({ ok: true });
  });

  it('keeps no view for a version that offered nothing', () => {
    const { book, calls } = counted();
    note(book, 0, 0, offer());
    note(book, 0, 1, offer([2, 'Rest']));
    expect(book.judge(0, 2, 0, 1)).toEqual({ ok: false, reason: 'changed', label: 'Rest' });
    expect(calls.n).toBe(1);
  });
});

describe('judgeLateMove', () => {
  const log = (version: number, acted: Record<number, number>) => ({ version, actedSince: (seat: number, v: number) => (acted[seat] ?? -1) > v });

  it('refuses a move from the future, from a seat that acted since, and words each refusal', () => {
    const { book } = counted();
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
