/**
 * The server's log (src/server/common/log-output.ts, startup/config.ts): a terminal a teacher watches
 * gets a line for a start, a stop, an error, a room or workshop created or ended, and nothing for each
 * request; CROSSINGS_LOG_LEVEL=debug adds the requests; JSON lines when the output is not a terminal,
 * readable lines when asked (CROSSINGS_LOG_FORMAT=pretty).
 */
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/startup/config.ts';
import { logFormat } from '../../src/server/common/log-output.ts';
import { tempDir } from './helpers.ts';
import { killChildren, listening, spawnServer } from './processes.ts';

afterAll(killChildren);

describe('log settings', () => {
  it('take a level by CROSSINGS_LOG_LEVEL (or the older LOG_LEVEL), info by default, and refuse an unknown one', () => {
    expect(configFromEnv({}).logLevel).toBe('info');
    expect(configFromEnv({ CROSSINGS_LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(configFromEnv({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(configFromEnv({ CROSSINGS_LOG_LEVEL: 'error', LOG_LEVEL: 'trace' }).logLevel).toBe('error');
    expect(() => configFromEnv({ CROSSINGS_LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => configFromEnv({ CROSSINGS_LOG_LEVEL: 'loud' })).toThrow(/CROSSINGS_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"/);
  });

  it('are readable on a terminal and JSON otherwise, unless CROSSINGS_LOG_FORMAT says', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
    expect(configFromEnv({ CROSSINGS_LOG_FORMAT: 'Pretty' }).logFormat).toBe('pretty');
    expect(() => configFromEnv({ CROSSINGS_LOG_FORMAT: 'xml' })).toThrow(/CROSSINGS_LOG_FORMAT must be pretty or json/);
  });
});

async function session(url: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    expect((await fetch(`${url}/api/games`)).ok).toBe(true);
    await fetch(`${url}/health`);
  }
  const res = await fetch(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'emigration', seats: [{ type: 'open' }, { type: 'bot', bot: 'random' }] }) });
  expect(res.status).toBe(201);
  await fetch(`${url}/api/rooms/NOSUCH`);
}

const lines = (out: string) => out.split('\n').filter((l) => l.trim() !== '');

describe('what the server logs', () => {
  it('by default: its start, the room created and its stop — no line for any of 42 requests', async () => {
    const server = spawnServer('src/server/main.ts', { CROSSINGS_DATA_DIR: tempDir('crossings-logs-'), LOG_LEVEL: '' });
    const url = await listening(server);
    await session(url);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const messages = lines(server.stdout).map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toEqual([`Crossings server listening on ${url}`, 'room created', 'shutting down', 'stopped']);
    expect(server.stderr).toBe('');
  });

  it('at debug level, every request too', async () => {
    const server = spawnServer('src/server/main.ts', { CROSSINGS_DATA_DIR: tempDir('crossings-logs-'), LOG_LEVEL: '', CROSSINGS_LOG_LEVEL: 'debug' });
    const url = await listening(server);
    await session(url);
    server.child.kill('SIGTERM');
    await server.exited;
    const requests = lines(server.stdout).map((l) => JSON.parse(l) as { msg: string; url?: string; status?: number }).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(42);
    expect(requests).toContainEqual(expect.objectContaining({ url: '/api/rooms/NOSUCH', status: 404 }));
  });

  it('readable lines when asked: the time and the words, no JSON', async () => {
    const server = spawnServer('src/server/main.ts', { CROSSINGS_DATA_DIR: tempDir('crossings-logs-'), LOG_LEVEL: '', CROSSINGS_LOG_FORMAT: 'pretty' });
    const url = await listening(server);
    server.child.kill('SIGTERM');
    await server.exited;
    const first = stripVTControlCharacters(lines(server.stdout)[0]);
    expect(first).toMatch(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: Crossings server listening on ${url.replace(/\./g, '\\.')}`));
    expect(() => JSON.parse(first)).toThrow();
  });
});
