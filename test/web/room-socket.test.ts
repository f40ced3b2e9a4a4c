/**
 * An update frame becomes the next view and log (src/web/online/room-socket.ts), for a player's table
 * and a facilitator's watch alike; a patch that is not for the version held asks for the whole view.
 */
import { describe, expect, it } from 'vitest';
import { nextView, type Frame } from '../../src/web/online/room-socket.ts';

const event = (text: string) => ({ text, audience: 'all' as const });
const update = (fields: Record<string, unknown>): Frame => ({ type: 'update', ...fields });

describe('nextView', () => {
  it('takes a whole view, then applies a patch on top of the version it names', () => {
    const first = nextView(null, update({ version: 3, view: { a: 1, b: [1] }, events: [event('x')] }));
    expect(first).toMatchObject({ version: 3, view: { a: 1, b: [1] } });
    expect(first!.log.map((e) => e.version)).toEqual([3]);
    const second = nextView(first, update({ version: 4, base: 3, viewPatch: [[['a'], 2], [['b', 1], 2]], events: [event('y')] }));
    expect(second!.view).toEqual({ a: 2, b: [1, 2] });
    expect(second!.log).toHaveLength(2);
    expect(second!.events).toHaveLength(1);
    // The view held before is not changed in place.
    expect(first!.view).toEqual({ a: 1, b: [1] });
  });

  it('a patch for another version (a frame went missing) or one that does not fit gives null: ask for sync', () => {
    const held = { version: 5, view: { a: 1 }, log: [] };
    expect(nextView(held, update({ version: 7, base: 6, viewPatch: [[['a'], 3]] }))).toBeNull();
    expect(nextView(null, update({ version: 7, base: 6, viewPatch: [] }))).toBeNull();
    expect(nextView(held, update({ version: 6, base: 5, viewPatch: [[['missing', 'deep'], 3]] }))).toBeNull();
  });

  it('an update without a view keeps the view held (a status change only)', () => {
    const held = { version: 5, view: { a: 1 }, log: [] };
    expect(nextView(held, update({ version: 5 }))!.view).toBe(held.view);
  });
});

describe('nextView after a reconnection', () => {
  it('files the events a connection missed under the versions they carry, and keeps the newest move\'s as the last', () => {
    const held = { version: 2, view: { a: 1 }, log: [{ version: 2, text: 'b', kind: 'say' }] };
    const next = nextView(held, update({ version: 5, view: { a: 5 }, events: [{ ...event('c'), version: 3 }, { ...event('d'), version: 5 }] }));
    expect(next!.log.map((e) => [e.version, e.text])).toEqual([[2, 'b'], [3, 'c'], [5, 'd']]);
    // The last events are the newest move's alone.
    expect(next!.events).toEqual([event('d')].map((e) => ({ ...e, version: 5 })));
  });
});
