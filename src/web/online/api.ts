/** The server's HTTP API (src/server/http/routes.ts) and the seat tokens this browser holds. */
import type { Outcome, Seat } from '../../engine/index.ts';

export type Strength = 'easy' | 'medium' | 'hard';

export interface RoomSeat {
  index: Seat;
  kind: 'open' | 'human' | 'bot';
  name: string | null;
  bot: { kind: string; strength: Strength } | null;
  standIn: { kind: string; strength: Strength } | null;
  connected: boolean;
}

export interface RoomInfo {
  code: string;
  game: string;
  title: string;
  status: 'lobby' | 'playing' | 'finished';
  players: number;
  version: number;
  active: Seat[];
  seats: RoomSeat[];
  spectators: number;
  broken: string | null;
  /** The host chose the seed, so the host can know every hidden card (a teacher may deal every table alike). */
  seeded: boolean;
  /** The game's options, as the server parsed them (defaults filled in). Public; the seed never is. */
  options?: Record<string, unknown>;
  /** The host gave the room its own cards (custom content). */
  customContent?: boolean;
  /** The turn timer: when it runs out, the room's bot moves for the late seat. Turn-based hours arrive as seconds. */
  turnTimer?: RoomTurnTimer | null;
  outcome: Outcome | null;
  /** The workshop this room is a table of (docs/workshop.md): its pause and the facilitator's message. */
  workshop?: RoomWorkshop | null;
}

/** A workshop table's room frames carry the class's state; `message` is `{ text, at }` (a bare string is read too). */
export interface RoomWorkshop {
  code: string;
  paused: boolean;
  message: { text: string; at?: number | string } | string | null;
  /** The facilitator ended play (or every table finished): the class is in its debrief. */
  ended?: boolean;
}

/** A room's turn timer as the server reports it (src/server/room/rooms.ts keeps both modes in seconds). */
export interface RoomTurnTimer {
  mode: 'realtime' | 'turn-based';
  seconds: number;
}

/**
 * The longest name the server accepts (src/server/room/protocol.ts JoinSchema), counted as the server
 * counts it: UTF-16 units of the name once `cleanPlayerName` has tidied it.
 */
export const NAME_MAX = 40;

/**
 * What the server does to a name before counting it (src/server/room/protocol.ts `cleanName`, which the
 * web cannot import): format, control and surrogate characters and the Hangul fillers removed,
 * whitespace collapsed to single spaces, trimmed.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?!\s)\p{Cc}/gu;
export function cleanPlayerName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

/** One JSON request to the server; a refusal becomes an ApiError with the server's code and words. */
export async function call<T>(method: string, route: string, body?: unknown, token?: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(route, {
    method,
    ...(signal ? { signal } : {}),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok) throw new ApiError(data?.error?.code ?? 'HTTP', data?.error?.message ?? `The server answered ${res.status}.`, res.status);
  return data as T;
}

export type SeatSpec = { type: 'open' } | { type: 'bot'; bot: string; strength: Strength };

/** A room's turn timer (src/server/room/protocol.ts): when it runs out, the room's bot moves for the seat. */
export type TurnTimerSpec = { mode: 'realtime'; seconds: number } | { mode: 'turn-based'; hours: number };

/** The turn timers offered when creating a room: none, quick live games, or a move a day by mail-like play. */
export const TURN_TIMERS: Array<{ id: string; label: string; spec: TurnTimerSpec | null }> = [
  { id: 'none', label: 'no time limit', spec: null },
  { id: '60s', label: '1 minute per move', spec: { mode: 'realtime', seconds: 60 } },
  { id: '5m', label: '5 minutes per move', spec: { mode: 'realtime', seconds: 300 } },
  { id: '24h', label: '24 hours per move (turn-based)', spec: { mode: 'turn-based', hours: 24 } },
];

export const api = {
  createRoom: (game: string, seats: SeatSpec[], options: Record<string, unknown> = {}, turnTimer: TurnTimerSpec | null = null) =>
    call<{ code: string; hostToken: string; room: RoomInfo }>('POST', '/api/rooms', { game, seats, options, turnTimer }),
  /** With a seat token, a workshop table's students are named (else "Player N": docs/workshop.md, "Names"). */
  room: (code: string, token?: string) => call<RoomInfo>('GET', `/api/rooms/${encodeURIComponent(code)}`, undefined, token),
  /** What a typed code is: a room's or a workshop's, and the page it opens (docs/workshop.md, "One code box"). */
  resolveCode: (code: string) => call<{ kind: 'room' | 'workshop'; code: string; path: string; title: string; joining: boolean }>('GET', `/api/codes/${encodeURIComponent(code)}`),
  /** The address phones can reach this server at (docs/workshop.md, "Reaching the server"). */
  joinAddress: () => call<JoinAddress>('GET', '/api/join-address'),
  join: (code: string, name: string, seat?: number) =>
    call<{ seat: Seat; token: string; room: RoomInfo }>('POST', `/api/rooms/${encodeURIComponent(code)}/join`, seat === undefined ? { name } : { name, seat }),
  start: (code: string, hostToken: string, fill?: { kind: string; strength: Strength }) =>
    call<RoomInfo>('POST', `/api/rooms/${encodeURIComponent(code)}/start`, fill ? { fillOpenSeatsWith: fill } : {}, hostToken),
  leave: (code: string, token: string) => call<{ seat: Seat }>('POST', `/api/rooms/${encodeURIComponent(code)}/leave`, {}, token),
  /** With this browser's seat token at a workshop's table, the record names the table's students (docs/workshop.md, "Names"). */
  record: (code: string, token?: string) => call<unknown>('GET', `/api/rooms/${encodeURIComponent(code)}/record`, undefined, token),
};

/** What this browser keeps per room: the seat token (to rejoin after a reload) and, for the host, the host token. */
export interface RoomKeys {
  token?: string;
  seat?: Seat;
  hostToken?: string;
  name?: string;
}

const keyOf = (code: string) => `crossings.room.${code.toUpperCase()}`;

export function loadKeys(code: string): RoomKeys {
  try {
    return (JSON.parse(localStorage.getItem(keyOf(code)) ?? '{}') as RoomKeys) ?? {};
  } catch {
    return {};
  }
}

export function saveKeys(code: string, keys: RoomKeys): void {
  localStorage.setItem(keyOf(code), JSON.stringify({ ...loadKeys(code), ...keys }));
}

export function forgetSeat(code: string): void {
  const { hostToken } = loadKeys(code);
  localStorage.setItem(keyOf(code), JSON.stringify(hostToken ? { hostToken } : {}));
}

/** Invite codes are letters and digits; people type them in any case, with spaces or dashes. */
export interface JoinAddress {
  url: string;
  addresses: string[];
  source: 'public-url' | 'network' | 'loopback';
  loopbackOnly: boolean;
  problem: string | null;
}

export function normalizeCode(text: string): string {
  const trimmed = text.trim();
  const fromLink = /\/(?:room|w|join)\/([A-Za-z0-9-]+)/.exec(trimmed);
  return (fromLink ? fromLink[1] : trimmed).replace(/[\s-]/g, '').toUpperCase();
}
