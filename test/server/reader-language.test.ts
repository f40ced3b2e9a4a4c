/**
 * One language a reader (src/server/room/protocol.ts, hello `lang` and the `lang` message): a connection
 * that names its reader's language gets each event's sentence in that language alone, with no `texts`;
 * the rest of each frame is byte for byte what a connection without `lang` gets. Changing language starts
 * the connection again from a welcome, with the whole view and the log since `since` in the new language,
 * and its later updates in it. A language the games are not written in is refused, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { eventText, type GameEvent } from '../../src/engine/index.ts';
import { Client, isUpdate, playFirstLegal as play, seatedTable, serverForFile, type Frame } from './helpers.ts';

const ts = serverForFile();

const hello = (code: string, token: string, extra: Record<string, unknown> = {}) => ({ type: 'hello', room: code, token, since: 0, patches: true, labels: false, ...extra });
/** Every event a client was sent, in order. */
const eventsOf = (c: Client, from = 0): GameEvent[] => c.frames.slice(from).filter(isUpdate).flatMap((f) => f.events as GameEvent[]);

describe('events in the reader\'s language', () => {
  it('sends a connection that named its language each sentence in it alone, the rest of the frame unchanged', async () => {
    const { code, tokens, seats, spectator } = await seatedTable(ts, 'emigration', 3, {}, { labels: false, patches: true });
    const chinese = await Client.connect(ts.wsUrl);
    const english = await Client.connect(ts.wsUrl);
    await chinese.request(hello(code, tokens[0], { lang: 'zh-Hant' }), isUpdate);
    await english.request(hello(code, tokens[0], { lang: 'en' }), isUpdate);
    const fromC = chinese.frames.length;
    const fromE = english.frames.length;
    const fromAll = seats[0].frames.length;
    await play(seats, 10);
    const last = seats[0].lastUpdate()!.version as number;
    await Promise.all([chinese, english].map((c) => c.waitFor((f) => isUpdate(f) && f.version === last)));

    const all = eventsOf(seats[0], fromAll);
    expect(all.length).toBeGreaterThan(5);
    // The game wrote every one of these in Chinese too: the test would not tell the languages apart otherwise.
    expect(all.every((e) => e.texts?.['zh-Hant'])).toBe(true);
    expect(eventsOf(chinese, fromC)).toEqual(all.map(({ texts, ...e }) => ({ ...e, text: texts!['zh-Hant'] })));
    expect(eventsOf(english, fromE)).toEqual(all.map(({ texts: _texts, ...e }) => e));
    for (const e of eventsOf(chinese, fromC)) expect(eventText(e, 'zh-Hant')).toBe(e.text);
    // Frame by frame, all but the events is the same as the connection without a language.
    const rest = (f: Frame) => ({ ...f, events: null, ack: null });
    const updates = (c: Client, from: number) => c.frames.slice(from).filter(isUpdate).map(rest);
    expect(updates(chinese, fromC)).toEqual(updates(seats[0], fromAll));
    expect(updates(english, fromE)).toEqual(updates(seats[0], fromAll));
    // An English reader's frames hold no other language's characters.
    expect(english.raw.slice(fromE).some((t) => /[\u3400-\u9fff]/u.test(t))).toBe(false);
    await Promise.all([...seats, spectator, chinese, english].map((c) => c.close()));
  });

  it('starts again from a welcome in the new language when the reader switches, with the whole log since `since`', async () => {
    const { seats, spectator } = await seatedTable(ts, 'emigration', 3, {}, { labels: false, patches: true, lang: 'en', since: 0 });
    await play(seats, 6);
    const before = eventsOf(seats[0]);
    const from = seats[0].frames.length;
    const welcome = await seats[0].request({ type: 'lang', lang: 'zh-Hant', since: 0 }, (f) => f.type === 'welcome');
    expect(welcome.seat).toBe(0);
    const whole = await seats[0].waitFor((f) => isUpdate(f), 20_000, seats[0].frames.indexOf(welcome));
    expect(whole.view).toBeDefined();
    expect(whole.viewPatch).toBeUndefined();
    // The same log, every sentence now in Chinese (the English frames carried no `texts`; the spectator's
    // connection, which named no language, has them all), each event with the version of the update that
    // carried it live.
    const log = spectator.frames.filter(isUpdate).flatMap((f) => (f.events as GameEvent[]).map((e) => ({ ...e, version: f.version })));
    expect(whole.events).toEqual(log.map(({ texts, ...e }) => ({ ...e, text: texts!['zh-Hant'] })));
    expect((whole.events as GameEvent[]).length).toBe(before.length);
    // Later updates come in Chinese too; the other seats, still in English, are not affected.
    await play(seats, 3);
    const after = eventsOf(seats[0], seats[0].frames.indexOf(whole) + 1);
    expect(after.length).toBeGreaterThan(0);
    for (const e of after) expect(e.text).toMatch(/[\u3400-\u9fff]/u);
    for (const e of eventsOf(seats[1], from)) expect(e.text).not.toMatch(/[\u3400-\u9fff]/u);
    // Without `since`, a switch starts again with no past events (as a hello without one).
    const bare = await seats[1].request({ type: 'lang', lang: 'zh-Hant' }, (f) => f.type === 'welcome');
    const next = await seats[1].waitFor(isUpdate, 20_000, seats[1].frames.indexOf(bare));
    expect(next.events).toEqual([]);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('refuses a language the games are not written in, and a switch before a hello, changing nothing', async () => {
    const { code, tokens, seats, spectator } = await seatedTable(ts, 'emigration', 3, {}, { labels: false, patches: true, lang: 'en' });
    const c = await Client.connect(ts.wsUrl);
    expect(await c.request({ type: 'lang', lang: 'zh-Hant' }, (f) => f.type === 'error')).toMatchObject({ code: 'NOT_JOINED' });
    expect(await c.request(hello(code, tokens[0], { lang: 'fr' }), (f) => f.type === 'error')).toMatchObject({ code: 'INVALID_MESSAGE' });
    const refused = await seats[0].request({ type: 'lang', lang: 'klingon', since: 0 }, (f) => f.type === 'error');
    expect(refused.code).toBe('INVALID_MESSAGE');
    expect(refused.message).toContain('lang');
    // Still in English, and still getting patches: the refused switch changed nothing.
    const from = seats[0].frames.length;
    await play(seats, 4);
    const updates = seats[0].frames.slice(from).filter(isUpdate);
    expect(updates.every((f) => f.viewPatch !== undefined)).toBe(true);
    expect(seats[0].frames.slice(from).some((f) => f.type === 'welcome')).toBe(false);
    for (const e of eventsOf(seats[0], from)) expect(e.text).not.toMatch(/[\u3400-\u9fff]/u);
    await Promise.all([...seats, spectator, c].map((x) => x.close()));
  });
});
