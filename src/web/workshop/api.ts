/**
 * The workshop's HTTP API (docs/workshop.md, HTTP API) and the tokens this browser keeps: the
 * facilitator's under `crossings.workshop.<CODE>`, a student's under `crossings.student.<CODE>`
 * (each the bare token; a JSON object `{ token }` written by something else is read as well).
 */
import type { GameProgress, Outcome, Translations } from '../../engine/index.ts';
import { ApiError, call, type TurnTimerSpec } from '../online/api.ts';

export type Phase = 'waiting' | 'playing' | 'debrief';
export type Remainder = 'bots' | 'observers';

export interface WorkshopMessage {
  text: string;
  at?: number | string;
}

export interface WorkshopInfo {
  code: string;
  game: string;
  title: string;
  language: string;
  phase: Phase;
  paused: boolean;
  message: WorkshopMessage | null;
  /** How many students have joined. */
  students: number;
  tableSize: number;
  remainder?: Remainder;
  options?: Record<string, unknown>;
  /** May new students join now? */
  joiningOpen?: boolean;
  latecomers?: Latecomers;
  /** The session timer: when play time ends (server clock) and its minutes. */
  timer?: SessionTimer | null;
  bot?: { kind: string; strength?: string };
  /** The server's clock when it answered (for counting the timer down). */
  now?: number;
}

export type Latecomers = 'bot-seat' | 'new-table' | 'watch';
export interface SessionTimer {
  endsAt: number;
  minutes: number;
}

/** A figure summed over the class (docs/workshop.md, Class totals). */
export interface ClassTotal {
  key: string;
  sum: number;
  of: number;
  yesNo: boolean;
}

export interface StudentTable {
  index: number;
  room: string | null;
  /** null: the student watches the table (an observer). */
  seat: number | null;
}

export interface StudentStatus {
  studentId: string;
  nickname: string;
  phase: Phase;
  paused: boolean;
  message: WorkshopMessage | null;
  language: string;
  table: StudentTable | null;
  steppedOut: boolean;
  timer?: SessionTimer | null;
  ended?: boolean;
  now?: number;
  /** The status's version: sent back as `since`, the server holds the next request until it changes (useStudentStatus.ts). */
  version?: string;
  /** Why a held request was answered; 'refused' (with `waitRefused`, the reason) when the server could not hold it. */
  waited?: 'changed' | 'timeout' | 'replaced' | 'refused' | 'closed';
  waitRefused?: string;
}

export interface DashboardStudent {
  id: string;
  nickname: string;
  table: number | null;
  seat: number | null;
  observer: boolean;
  steppedOut: boolean;
  connected: boolean;
  /** Their page is open: seen within a minute, or connected at their seat (docs/workshop.md, "Join limits"). */
  here?: boolean;
}

export interface TableSeat {
  seat: number;
  name: string | null;
  kind: 'student' | 'bot';
  studentId?: string;
  standIn: boolean;
  connected: boolean;
}

export interface TableStatus {
  index: number;
  room: string | null;
  status: 'forming' | 'playing' | 'finished' | 'frozen';
  seats: TableSeat[];
  /** Student ids watching this table. */
  observers: string[];
  progress: (GameProgress & { labelTexts?: Translations }) | null;
  active: number[];
  waitingMs: number | null;
  stuck: boolean;
  moves: number;
  /** Finished: the outcome; stopped by End play: the game's provisional ranking (`provisional` set). */
  outcome: Outcome | null;
  provisional?: ProvisionalNote | null;
  /** Why the table cannot be played; null when it is well. */
  broken?: string | null;
}

/** Where a table stood when play was ended on it (docs/workshop.md, End play). */
export interface ProvisionalNote {
  after: string;
  afterTexts?: Translations;
  moves: number;
  /** Why the table has no standing; null when it has one. */
  error: string | null;
}

export interface Dashboard {
  workshop: WorkshopInfo;
  students: DashboardStudent[];
  tables: TableStatus[];
  totals?: ClassTotal[];
  now?: number;
  refusedJoins?: number;
}

export interface TableResult {
  index: number;
  room: string | null;
  names: Array<string | null>;
  kinds: Array<'student' | 'bot'>;
  outcome: Outcome | null;
  provisional?: ProvisionalNote | null;
  finalView: unknown;
  moves: number;
}

export interface ResultStudent {
  id: string;
  nickname: string;
  table: number | null;
  seat: number | null;
  observer: boolean;
  steppedOut: boolean;
}

export interface Results {
  workshop: WorkshopInfo;
  tables: TableResult[];
  /** Every student and where they sit (one CSV row each). */
  students?: ResultStudent[];
  totals?: ClassTotal[];
}

export interface CreateWorkshop {
  game: string;
  options?: Record<string, unknown>;
  turnTimer?: TurnTimerSpec | null;
  language?: string;
  tableSize?: number;
  remainder?: Remainder;
  bot?: { kind: string; strength?: string };
}

const base = (code: string) => `/api/workshops/${encodeURIComponent(code)}`;

export const workshopApi = {
  create: (body: CreateWorkshop) => call<{ code: string; facilitatorToken: string; workshop: WorkshopInfo }>('POST', '/api/workshops', body),
  info: (code: string) => call<WorkshopInfo>('GET', base(code)),
  join: (code: string, nickname: string, language?: string) =>
    call<{ studentId: string; token: string }>('POST', `${base(code)}/students`, language ? { nickname, language } : { nickname }),
  /** With `held`, the server answers when the status is no longer `since` or after `wait` seconds (docs/workshop.md, "The waiting page"). */
  me: (code: string, token: string, held?: { wait: number; since: string }, signal?: AbortSignal) =>
    call<StudentStatus>('GET', `${base(code)}/me${held ? `?wait=${held.wait}&since=${encodeURIComponent(held.since)}` : ''}`, undefined, token, signal),
  stepOut: (code: string, token: string) => call<StudentStatus>('POST', `${base(code)}/step-out`, {}, token),
  stepIn: (code: string, token: string) => call<StudentStatus>('POST', `${base(code)}/step-in`, {}, token),
  dashboard: (code: string, token: string) => call<Dashboard>('GET', `${base(code)}/dashboard`, undefined, token),
  arrange: (code: string, token: string, tables: string[][], observers: Array<{ studentId: string; table: number }>) =>
    call<Dashboard>('PUT', `${base(code)}/tables`, { tables, observers }, token),
  autoTables: (code: string, token: string) => call<Dashboard>('POST', `${base(code)}/tables/auto`, {}, token),
  start: (code: string, token: string) => call<Dashboard>('POST', `${base(code)}/start`, {}, token),
  pause: (code: string, token: string, paused: boolean) => call<Dashboard>('POST', `${base(code)}/pause`, { paused }, token),
  message: (code: string, token: string, text: string) => call<Dashboard>('POST', `${base(code)}/message`, { text }, token),
  endPlay: (code: string, token: string) => call<Dashboard>('POST', `${base(code)}/end-play`, {}, token),
  rename: (code: string, token: string, id: string, nickname: string) => call<Dashboard>('POST', `${base(code)}/students/${encodeURIComponent(id)}/rename`, { nickname }, token),
  remove: (code: string, token: string, id: string) => call<Dashboard>('POST', `${base(code)}/students/${encodeURIComponent(id)}/remove`, {}, token),
  /** Deletes the workshop with its students and tables (not while it plays). */
  deleteWorkshop: (code: string, token: string) => call<{ deleted: string }>('DELETE', base(code), undefined, token),
  removeAbsent: (code: string, token: string) => call<Dashboard & { removed: number }>('POST', `${base(code)}/students/remove-absent`, {}, token),
  move: (code: string, token: string, id: string, table: number, watch: boolean) => call<Dashboard>('POST', `${base(code)}/students/${encodeURIComponent(id)}/move`, { table, watch }, token),
  joining: (code: string, token: string, body: { open?: boolean; latecomers?: Latecomers }) => call<Dashboard>('POST', `${base(code)}/joining`, body, token),
  timer: (code: string, token: string, body: { minutes?: number | null; extend?: number }) => call<Dashboard>('POST', `${base(code)}/timer`, body, token),
  newKey: (code: string, token: string) => call<{ facilitatorToken: string }>('POST', `${base(code)}/facilitator-key`, {}, token),
  results: (code: string, token: string) => call<Results>('GET', `${base(code)}/results`, undefined, token),
  /** The CSV export as a blob (it needs the token, so a plain link cannot fetch it). */
  exportCsv: async (code: string, token: string): Promise<Blob> => {
    const res = await fetch(`${base(code)}/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) {
      const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      throw new ApiError(data?.error?.code ?? 'HTTP', data?.error?.message ?? `The server answered ${res.status}.`, res.status);
    }
    return res.blob();
  },
};

export const facilitatorKey = (code: string) => `crossings.workshop.${code.toUpperCase()}`;
export const studentKey = (code: string) => `crossings.student.${code.toUpperCase()}`;

function readToken(key: string): string | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    if (raw.startsWith('{')) {
      const obj = JSON.parse(raw) as { token?: unknown; facilitatorToken?: unknown };
      const t = obj.facilitatorToken ?? obj.token;
      return typeof t === 'string' ? t : null;
    }
    return raw;
  } catch {
    return null;
  }
}

function writeToken(key: string, token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(key);
    else localStorage.setItem(key, token);
  } catch { /* storage blocked: the token lasts for this page only */ }
}

export const loadFacilitatorToken = (code: string) => readToken(facilitatorKey(code));
export const saveFacilitatorToken = (code: string, token: string) => writeToken(facilitatorKey(code), token);
export const forgetFacilitatorToken = (code: string) => writeToken(facilitatorKey(code), null);
export const loadStudentToken = (code: string) => readToken(studentKey(code));
export const saveStudentToken = (code: string, token: string | null) => writeToken(studentKey(code), token);

/** Workshop codes are typed like room codes: any case, with spaces or dashes, or as a link. */
export function normalizeWorkshopCode(text: string): string {
  const trimmed = text.trim();
  const fromLink = /\/(?:w|join)\/([A-Za-z0-9-]+)/.exec(trimmed);
  return (fromLink ? fromLink[1] : trimmed).replace(/[\s-]/g, '').toUpperCase();
}

/** The table size a new workshop starts with (docs/workshop.md): the game's best size. */
export function defaultTableSize(minPlayers: number, maxPlayers: number): number {
  const best = maxPlayers <= 4 ? maxPlayers : 4;
  return Math.min(maxPlayers, Math.max(minPlayers, best));
}

/** A message's text, whether the server sends `{ text, at }` or a bare string. */
export function messageText(message: WorkshopMessage | string | null | undefined): string {
  if (!message) return '';
  return typeof message === 'string' ? message : message.text ?? '';
}
