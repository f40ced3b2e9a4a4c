/**
 * `npm run bench:join-flood`: how many fake students one address adds to a class in 20 s of flooding
 * `POST /api/workshops/CODE/students` (docs/workshop.md, "Join limits"). The server runs in this process
 * with its default limits (the per-address request budget, the per-class join limit), listening on
 * loopback only; the flood is bounded in time and stops by itself.
 *
 * Environment: BENCH_FLOOD_SECONDS (default 20), BENCH_FLOOD_PARALLEL requests in flight (default 8).
 * Prints the joins that succeeded, the refusals by code, and whether a real student could still join
 * once the facilitator closed joining, removed everyone not here and opened it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../src/server/app.ts';

const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const parallel = Number(process.env.BENCH_FLOOD_PARALLEL ?? 8);

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'crossings-flood-'));
const server = await buildServer({ dataDir, logLevel: false, webRoot: null, botWorkers: 0 });
const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
try {
  const made = await post(`${base}/api/workshops`, { game: 'emigration' });
  if (made.status !== 201) throw new Error(`no workshop: ${JSON.stringify(made.body)}`);
  const { code, facilitatorToken } = made.body as { code: string; facilitatorToken: string };
  let ok = 0;
  const refused = new Map<string, number>();
  const end = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (Date.now() < end) {
      const res = await post(`${base}/api/workshops/${code}/students`, { nickname: `fake ${n++}` });
      if (res.status === 201) ok++;
      else {
        const why = `${res.status} ${res.body?.error?.code ?? '?'}`;
        refused.set(why, (refused.get(why) ?? 0) + 1);
      }
    }
  }));
  console.log(`${seconds} s of flooding from one address: ${ok} fake joins succeeded, ${n} tried`);
  for (const [why, count] of refused) console.log(`  refused ${why}: ${count}`);
  // What the facilitator does (after the address's request budget refilled): close joining, remove
  // everyone not here, open again; a real student then joins.
  await new Promise((r) => setTimeout(r, 2000));
  const closed = await post(`${base}/api/workshops/${code}/joining`, { open: false }, facilitatorToken);
  const swept = await post(`${base}/api/workshops/${code}/students/remove-absent`, {}, facilitatorToken);
  await post(`${base}/api/workshops/${code}/joining`, { open: true }, facilitatorToken);
  const real = await post(`${base}/api/workshops/${code}/students`, { nickname: 'A real student' });
  console.log(`close joining: ${closed.status}; remove everyone not here: ${swept.status} (${swept.body?.removed ?? swept.body?.error?.code ?? '?'} removed); a real student then joins: ${real.status} ${real.status === 201 ? '' : JSON.stringify(real.body)}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
