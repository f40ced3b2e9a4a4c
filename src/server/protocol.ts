/**
 * Wire formats: request bodies of the HTTP API and the WebSocket messages, validated with zod.
 * Actions are integers (the engine contract); the seat is never taken from the message but from
 * the seat token the connection presented.
 *
 * Server → client frames (JSON text):
 *   welcome  { room: RoomInfo, seat: number | null }            after a hello (null = spectator)
 *   update   { version, status, active, legal: [{action, label}], events, outcome, timeLeftMs,
 *              view | viewPatch: [[path, value] | [path]], ack? } after every change, and on resync
 *            (timeLeftMs: with a turn timer, what the seats to act have left; else null)
 *   room     { room: RoomInfo }                                   seats, connections or status changed
 *   pong     { id? }
 *   error    { code, message, id? }                               nothing changed; STALE_VERSION is
 *                                                                 followed by a full update
 * `viewPatch` only goes to connections that asked for it (hello.patches): the operations that turn
 * the view of the previous version into this one (src/engine/json-patch.ts: set the value at a path,
 * or delete the key there). The first update after a hello or a resync always has the whole `view`,
 * and so does any update where the patch would not be small.
 */
import { z } from 'zod';

const Strength = z.enum(['easy', 'medium', 'hard']);

export const BotSpecSchema = z.object({
  kind: z.string().min(1).max(32),
  strength: Strength.default('medium'),
}).strict();

const SeatSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open') }).strict(),
  z.object({ type: z.literal('bot'), bot: z.string().min(1).max(32), strength: Strength.default('medium') }).strict(),
]);

const TurnTimerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('realtime'), seconds: z.number().positive().max(3600) }).strict(),
  z.object({ mode: z.literal('turn-based'), hours: z.number().positive().max(24 * 30) }).strict(),
]);

export const CreateRoomSchema = z.object({
  game: z.string().min(1).max(64),
  seats: z.array(SeatSpecSchema).min(1).max(16),
  options: z.record(z.string(), z.unknown()).default({}),
  /** Custom content (a variant of the game's data); validated by the game's own content schema. */
  content: z.unknown().optional(),
  /**
   * A seed the host chooses (a teacher may want the same deal at every table). Without one the
   * room gets a wide 128-bit seed. A chosen seed is shown to every seat (`seeded` in the room
   * info), since whoever knows it knows every hidden card.
   */
  seed: z.union([z.number().int().min(0).max(2 ** 32 - 1), z.string().min(1).max(64)]).optional(),
  botThinkMs: z.number().int().min(0).max(60_000).optional(),
  turnTimer: TurnTimerSchema.nullable().default(null),
  /** Seconds a disconnected player may be away before a bot stands in; null = never. */
  dropReplaceSeconds: z.number().min(0).max(7 * 24 * 3600).nullable().default(120),
  standInBot: BotSpecSchema.default({ kind: 'heuristic', strength: 'easy' }),
}).strict();
export type CreateRoomBody = z.infer<typeof CreateRoomSchema>;

export const JoinSchema = z.object({
  seat: z.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(40),
}).strict();

export const StartSchema = z.object({
  /** Open seats at start are given to this bot; without it, starting with open seats fails. */
  fillOpenSeatsWith: BotSpecSchema.optional(),
}).strict();

/** Application-level message size limit; larger frames get an error (the socket stays open). */
export const MAX_MESSAGE_BYTES = 4096;

const Id = z.union([z.string().max(64), z.number().int()]).optional();

export const ClientMessageSchemas = {
  hello: z.object({
    type: z.literal('hello'),
    room: z.string().min(1).max(32),
    /** A seat token; without one the connection watches as a spectator. */
    token: z.string().min(1).max(128).optional(),
    /** The last version this client saw: the server sends the events it missed since. */
    since: z.number().int().min(0).optional(),
    /** Ask for `viewPatch` (operations on the previous view) instead of whole views. */
    patches: z.boolean().optional(),
  }).strict(),
  action: z.object({
    type: z.literal('action'),
    action: z.number().int().min(0),
    expectedVersion: z.number().int().min(0),
    /** Optional: if present it must be the connection's own seat. */
    seat: z.number().int().optional(),
    id: Id,
  }).strict(),
  sync: z.object({ type: z.literal('sync') }).strict(),
  ping: z.object({ type: z.literal('ping'), id: Id }).strict(),
} as const;

export type ClientMessage = { [K in keyof typeof ClientMessageSchemas]: z.infer<(typeof ClientMessageSchemas)[K]> }[keyof typeof ClientMessageSchemas];

export type WireErrorCode =
  | 'BAD_JSON' | 'TOO_LARGE' | 'UNKNOWN_TYPE' | 'INVALID_MESSAGE' | 'RATE_LIMITED'
  | 'NO_SUCH_ROOM' | 'BAD_TOKEN' | 'NOT_JOINED' | 'ALREADY_JOINED' | 'SPECTATOR' | 'NOT_YOUR_SEAT'
  | 'NOT_STARTED' | 'STALE_VERSION'
  | 'GAME_OVER' | 'INVALID_SEAT' | 'NOT_YOUR_TURN' | 'MALFORMED_ACTION' | 'ILLEGAL_ACTION';

export interface WireError {
  type: 'error';
  code: WireErrorCode;
  message: string;
  id?: string | number;
}

/** Parses one client frame; returns the message or the error to send back. */
export function parseClientMessage(frame: Buffer | string): { ok: true; msg: ClientMessage } | { ok: false; error: WireError } {
  if ((typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length) > MAX_MESSAGE_BYTES) {
    return { ok: false, error: { type: 'error', code: 'TOO_LARGE', message: `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.` } };
  }
  let data: unknown;
  try {
    data = JSON.parse(typeof frame === 'string' ? frame : frame.toString('utf8'));
  } catch {
    return { ok: false, error: { type: 'error', code: 'BAD_JSON', message: 'The message is not valid JSON.' } };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, error: { type: 'error', code: 'INVALID_MESSAGE', message: 'A message is a JSON object with a "type".' } };
  }
  const type = (data as { type?: unknown }).type;
  const schema = typeof type === 'string' && Object.hasOwn(ClientMessageSchemas, type)
    ? ClientMessageSchemas[type as keyof typeof ClientMessageSchemas] : undefined;
  if (!schema) {
    return { ok: false, error: { type: 'error', code: 'UNKNOWN_TYPE', message: `Unknown message type ${JSON.stringify(type) ?? 'undefined'}; expected one of ${Object.keys(ClientMessageSchemas).join(', ')}.` } };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const id = (data as { id?: unknown }).id;
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'}: ${i.message}`).join('; ');
    return {
      ok: false,
      error: { type: 'error', code: 'INVALID_MESSAGE', message: `Invalid "${String(type)}" message: ${issues}`, ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}) },
    };
  }
  return { ok: true, msg: parsed.data as ClientMessage };
}
