/**
 * Content travels with the game, in every process (RF-D12). A #refugee room with a
 * designer's own deck and ISMCTS bots deciding on a worker thread plays to the end: the thread reads
 * the content from the view alone, every decision that had a choice was a real search, and no bot
 * failed (so no seat fell back to a random move; the test server's close fails on any failure). The
 * content reaches a spectator in whole views only, never in a patch. The room's record replays in a
 * fresh process (the `crossings` command), and its final hash covers the content.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, replay, type MatchRecord } from '../../src/engine/index.ts';
import { refugee, type RefugeeView } from '../../src/games/refugee/index.ts';
import type { DecisionRecord } from '../../src/server/bots/pool.ts';
import { CUSTOM_NAME_MARK, customRefugeeContent, SHORT_GAME } from '../fixtures/refugee-custom.ts';
import { Client, api, createRoom, finished, startServer, tempDir, type TestServer } from './helpers.ts';

const BIN = fileURLToPath(new URL('../../bin/crossings.js', import.meta.url));
const run = promisify(execFile);

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ botWorkers: 1, botThinkMs: 0 });
});
afterAll(async () => {
  await ts?.close(); // throws if any bot decision failed
});

describe('#refugee with custom content and ISMCTS bots on a worker thread (RF-D12)', () => {
  let record: MatchRecord | null = null;

  it('plays to the end; each bot decision with a choice is a search on the thread; no bot fails', { timeout: 300_000 }, async () => {
    const decisions: DecisionRecord[] = [];
    ts.server.botPool!.onDecision = (d) => decisions.push(d);
    const ismcts = { type: 'bot', bot: 'ismcts', strength: 'easy' };
    const { code, hostToken } = await createRoom(ts.url, 'refugee', [ismcts, ismcts], { content: customRefugeeContent(), options: SHORT_GAME, seed: 77 });
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: code, patches: true }, (f) => f.type === 'update');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken)).status).toBe(200);
    const end = await spectator.waitFor(finished, 280_000);

    const rec = await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`);
    expect(rec.status).toBe(200);
    record = rec.body;
    expect(record.content).toEqual(customRefugeeContent());
    expect(replay(refugee, record).hash).toBe(record.finalHash);

    // Only the bots moved, one decision per move, each answered on the thread in the order played.
    const mine = decisions.filter((d) => d.room === code);
    expect(record.actions.length).toBe(end.version);
    expect(mine).toHaveLength(record.actions.length);
    expect(mine.every((d) => d.ok && d.spec.kind === 'ismcts')).toBe(true);
    // A decision with one legal action needs no search; every other one searched (iterations > 0).
    let state = refugee.setup({ players: record.players, seed: record.seed, options: record.options, content: refugee.parseContent(record.content) });
    let choices = 0;
    record.actions.forEach(([seat, action], i) => {
      const options = refugee.legalActions(state, seat).length;
      if (options > 1) choices++;
      expect({ move: i, searched: mine[i].iterations! > 0 }).toEqual({ move: i, searched: options > 1 });
      const next = refugee.apply(state, seat, action);
      if (!next.ok) throw new Error(`move ${i} does not apply: ${next.error.message}`);
      state = next.state;
    });
    expect(choices).toBeGreaterThan(10);

    // No failure anywhere: not in the room's info, not in /health.
    const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(info.body).toMatchObject({ customContent: true, botFailures: 0, status: 'finished' });
    const health = await api(ts.url, 'GET', '/health');
    expect(health.body.botFailures).toEqual({ total: 0, failed: 0, illegal: 0 });

    // The spectator read the custom deck from its views; the content came in whole views only.
    const whole = spectator.frames.filter((f) => f.type === 'update' && f.view);
    expect(whole.length).toBeGreaterThan(0);
    for (const f of whole) expect((f.view as RefugeeView).content!.refugees.every((r) => pick(r.name).endsWith(CUSTOM_NAME_MARK))).toBe(true);
    const patches = spectator.frames.filter((f) => f.type === 'update' && f.viewPatch);
    expect(patches.length).toBeGreaterThan(end.version / 2);
    for (const f of patches) for (const [p] of f.viewPatch as Array<[Array<string | number>]>) expect(p[0]).not.toBe('content');
    await spectator.close();
  });

  it('the record replays in a fresh process, and its final hash covers the content', { timeout: 120_000 }, async () => {
    expect(record, 'the game above produced a record').not.toBeNull();
    const dir = tempDir('crossings-custom-record-');
    const file = path.join(dir, 'custom.json');
    fs.writeFileSync(file, JSON.stringify(record));
    const ok = await run(process.execPath, [BIN, 'replay', file], { cwd: dir });
    expect(ok.stdout).toMatch(/Replayed and verified: final state [0-9a-f]{16} matches the record\./);
    expect(ok.stdout).toContain(CUSTOM_NAME_MARK); // the events name the deck's own refugees

    // The same moves with a story changed (no event names it) reach another final state.
    const content = customRefugeeContent();
    content.refugees[0] = { ...content.refugees[0], story: `${content.refugees[0].story} (edited)` };
    fs.writeFileSync(file, JSON.stringify({ ...record, content }));
    const changed = await run(process.execPath, [BIN, 'replay', file], { cwd: dir }).then(() => null, (err: { code: number; stderr: string }) => err);
    expect(changed?.code).toBe(1);
    expect(changed?.stderr).toMatch(/does not replay: Replay reached state [0-9a-f]{16}, but the record says [0-9a-f]{16}/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
