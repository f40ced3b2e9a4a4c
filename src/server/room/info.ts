/**
 * What a room tells about itself: its public information (the `room` of `welcome` and `room` frames
 * and of GET /api/rooms/:code: seats, status, timers, who is connected, never a secret) and, once the
 * game is over, its match record (seed and actions, which reveal every secret, so only then). The
 * room (room.ts) hands in what only it knows; this file reads the rest from the room's public fields,
 * through `InfoSource`, so it does not import the Room.
 */
import { RECORD_FORMAT, type AnyGame, type MatchRecord, type Outcome, type Seat } from '../../engine/index.ts';
import type { RoomConfig, RoomStatus, SeatRecord } from '../storage/types.ts';
import type { RoomLog } from './log.ts';
import type { RoomWorkshopInfo } from './types.ts';

/** The room's public side, as room.ts has it. */
export interface InfoSource {
  readonly game: AnyGame;
  readonly config: RoomConfig;
  readonly code: string;
  readonly status: RoomStatus;
  readonly version: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly broken: string | null;
  readonly paused: boolean;
  readonly seats: readonly SeatRecord[];
  activeSeats(): Seat[];
  timeLeftMs(): number | null;
}

/** What only the room's parts know: its outcome (from its state), its bots' failures, its audience, its workshop. */
export interface InfoParts {
  outcome: Outcome | null;
  botFailures: number;
  connected(seat: Seat): boolean;
  spectators(): number;
  workshop: RoomWorkshopInfo | null;
}

/**
 * Whether a workshop table's answer leaves its children's names out (docs/workshop.md, "Names"): only
 * its own seats and the class's facilitator see them; anyone else sees "Player N". Other rooms' names are
 * the names their players chose to show.
 */
const hidesNames = (room: InfoSource, named: boolean) => !named && room.config.workshop !== undefined;

export function publicInfo(room: InfoSource, parts: InfoParts, named = true) {
  const c = room.config;
  const hide = hidesNames(room, named);
  return {
    code: c.code,
    game: c.game,
    title: room.game.title,
    status: room.status,
    players: c.players,
    version: room.version,
    active: room.activeSeats(),
    options: c.options,
    customContent: c.content !== undefined,
    /** The host chose the seed: whoever knows it can work out every hidden card (the seed itself stays secret). */
    seeded: c.seededByHost === true,
    botThinkMs: c.botThinkMs,
    turnTimer: c.turnTimer,
    dropReplaceSeconds: c.dropReplaceSeconds,
    standInBot: c.standInBot,
    createdAt: c.createdAt,
    startedAt: room.startedAt,
    finishedAt: room.finishedAt,
    timeLeftMs: room.timeLeftMs(),
    broken: room.broken,
    /** Bot decisions that failed since the room was loaded (each logged as an error; the seat got a random legal move). */
    botFailures: parts.botFailures,
    seats: room.seats.map((s) => ({
      index: s.index, kind: s.kind, name: hide ? null : s.name, bot: s.bot, standIn: s.standIn, connected: parts.connected(s.index),
    })),
    spectators: parts.spectators(),
    outcome: parts.outcome,
    paused: room.paused,
    /** The workshop this room is a table of: its code, pause and message to every screen (docs/workshop.md). */
    workshop: parts.workshop ? { ...parts.workshop, paused: room.paused } : null,
  };
}

export type RoomInfo = ReturnType<typeof publicInfo>;

/** The match record of a finished game (the room checks that it is over), from its log and final state's hash. */
export function matchRecord(room: InfoSource, log: RoomLog, finalHash: string, named = true): MatchRecord {
  const hide = hidesNames(room, named);
  // Steps taken back are part of the record: `actions` holds the steps in effect, `undone` the rest.
  const undone = log.undone();
  return {
    format: RECORD_FORMAT,
    game: room.config.game,
    players: room.config.players,
    seed: room.config.seed,
    options: room.config.options,
    ...(room.config.content !== undefined ? { content: room.config.content } : {}),
    actions: log.lineActions(),
    ...(undone.length > 0 ? { undone } : {}),
    finalHash,
    meta: { room: room.code, startedAt: room.startedAt, finishedAt: room.finishedAt, seats: room.seats.map((s) => ({ kind: s.kind, name: hide ? null : s.name, bot: s.bot })) },
  };
}
