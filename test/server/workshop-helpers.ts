/** Helpers for the workshop tests (docs/workshop.md): creating a workshop, students, their sockets, reading the CSV. */
import { expect } from 'vitest';
import { Client, api, type Frame } from './helpers.ts';

export { isFormula, cellsEveryWay, readCsv } from '../csv-read.ts';

export interface Made {
  code: string;
  facilitatorToken: string;
}

export async function createWorkshop(base: string, body: Record<string, unknown>): Promise<Made> {
  const res = await api<Made>(base, 'POST', '/api/workshops', { game: 'pledge', bot: { kind: 'random' }, standInBot: { kind: 'random' }, dropReplaceSeconds: null, ...body });
  if (res.status !== 201) throw new Error(`workshop not created: ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface Student {
  nickname: string;
  studentId: string;
  token: string;
}

export async function joinStudents(base: string, code: string, nicknames: string[]): Promise<Student[]> {
  const out: Student[] = [];
  for (const nickname of nicknames) {
    const res = await api<{ studentId: string; token: string }>(base, 'POST', `/api/workshops/${code}/students`, { nickname });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    out.push({ nickname, ...res.body });
  }
  return out;
}

export const isUpdate = (f: Frame): boolean => f.type === 'update';

/** A student's socket at their table (their student token is their seat token). */
export async function seatSocket(wsUrl: string, room: string, token: string): Promise<Client> {
  const c = await Client.connect(wsUrl);
  await c.request({ type: 'hello', room, token }, isUpdate);
  return c;
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000, what = 'a condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

