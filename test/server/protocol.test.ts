/**
 * parseClientMessage takes a plainly valid `action` message without zod (protocol.ts); every action
 * message, valid or not, must get exactly what the schema alone gives: the same message, or the same
 * error with the same words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientMessageSchemas, parseClientMessage } from '../../src/server/room/protocol.ts';

/** What parseClientMessage answered for an action message before the fast path: the schema's verdict. */
function bySchema(data: Record<string, unknown>) {
  const parsed = ClientMessageSchemas.action.safeParse(data);
  if (parsed.success) return { ok: true, msg: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'}: ${i.message}`).join('; ');
  const id = data.id;
  return { ok: false, error: { type: 'error', code: 'INVALID_MESSAGE', message: `Invalid "action" message: ${issues}`, ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}) } };
}

const number = fc.oneof(
  fc.integer({ min: -3, max: 1000 }), fc.constantFrom(0, -0, 1.5, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 1e300, -1e-300),
  fc.double(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }),
);
const id = fc.oneof(number, fc.string({ maxLength: 70 }), fc.constantFrom('x'.repeat(64), 'x'.repeat(65), '💥'.repeat(32), '💥'.repeat(33)));
/** Left out about as often as not; the extra key only now and then, so most messages are otherwise valid. */
const maybe = <T>(arb: fc.Arbitrary<T>, absent = 1, present = 1) => fc.oneof({ arbitrary: fc.constant(undefined), weight: absent }, { arbitrary: arb, weight: present });
const count = fc.oneof({ arbitrary: fc.nat({ max: 1000 }), weight: 3 }, { arbitrary: number, weight: 1 });

describe('parseClientMessage, action messages', () => {
  it('gives what the schema gives for any action message, valid or not', () => {
    const message = fc.record({
      action: maybe(count, 1, 10), expectedVersion: maybe(count, 1, 10), seat: maybe(number), id: maybe(id),
      extra: maybe(fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'ids', 'Action', 'toString'), 6),
    });
    fc.assert(fc.property(message, ({ extra, ...fields }) => {
      const data: Record<string, unknown> = { type: 'action' };
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) data[k] = v;
      let text = JSON.stringify(data);
      if (extra !== undefined) text = `${text.slice(0, -1)},${JSON.stringify(extra)}:1}`;
      const sent = JSON.parse(text) as Record<string, unknown>;
      expect(parseClientMessage(text)).toEqual(bySchema(sent));
    }), { numRuns: 3000 });
  });

  it('takes a plain move as it is, and refuses bad ones with the schema\'s words', () => {
    expect(parseClientMessage('{"type":"action","action":3,"expectedVersion":12,"id":7}')).toEqual({ ok: true, msg: { type: 'action', action: 3, expectedVersion: 12, id: 7 } });
    expect(parseClientMessage('{"type":"action","action":3,"expectedVersion":12,"seat":-1,"id":"m1"}')).toEqual({ ok: true, msg: { type: 'action', action: 3, expectedVersion: 12, seat: -1, id: 'm1' } });
    expect(parseClientMessage(`{"type":"action","action":0,"expectedVersion":0,"id":"${'💥'.repeat(32)}"}`)).toMatchObject({ ok: true });
    expect(parseClientMessage(`{"type":"action","action":0,"expectedVersion":0,"id":"${'x'.repeat(65)}"}`)).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
    const bad = parseClientMessage('{"type":"action","action":-1,"expectedVersion":0,"id":"m2"}');
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE', id: 'm2' } });
    expect(!bad.ok && bad.error.message).toMatch(/^Invalid "action" message: action: /);
    const extra = parseClientMessage('{"type":"action","action":1,"expectedVersion":0,"__proto__":1}');
    expect(extra).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
    expect(parseClientMessage('{"type":"action","action":1,"expectedVersion":9007199254740992}')).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
  });
});
