/**
 * Wire formats: request bodies of the HTTP API and the WebSocket messages, validated with zod.
 * Actions are integers (the engine contract); the seat is never taken from the message but from
 * the seat token the connection presented.
 *
 * Server → client frames (JSON text):
 *   welcome  { room: RoomInfo, seat: number | null }            after a hello or a `lang` (null = spectator)
 *   update   { version, status, active, legal: [{action, label}] | [action], canUndo, events, outcome,
 *              timeLeftMs, view | base + viewPatch: [[path, value] | [path]], ack? }
 *            (legal: bare action numbers for a connection that asked for them, hello.labels false:
 *             it words them itself from its view with the game's describeAction, as the web client does)
 *            (base: the version the patch applies to; a client holding another asks for `sync`)
 *                                                                 after every change, and on resync
 *            (timeLeftMs: with a turn timer, what the seats to act have left; else null;
 *             canUndo: this seat may take back its last step now, with an `undo` message)
 *   room     { room: RoomInfo }                                   seats, connections or status changed
 *   pong     { id? }
 *   error    { code, message, id? }                               nothing changed; STALE_VERSION,
 *                                                                 NO_LONGER_LEGAL and MOVE_CHANGED are
 *                                                                 followed by a full update
 *
 * Events: `{kind, text, texts?, to?, data?}`, the sentence in English with the other languages in `texts`;
 * for a connection that named its reader's language (hello.lang), `text` in that language and no `texts`
 * (src/engine/define.ts `eventsIn`): half of an update's bytes were sentences in a language its reader does
 * not read. A `lang` message changes it; its answer starts again as a hello's does (`welcome`, then the
 * whole view with the events since `since`), so the client's log is rebuilt in the new language. An
 * outcome's reason keeps every language (`reasonTexts`): it is sent once. The events a connection missed
 * (the first update after a hello or a `lang` with `since`) each carry `version`, the version their entry
 * made, so the client files each under its own move; an update's own events are its version's.
 *
 * A client that holds the log up to some version (it reconnects after a drop) says so with `since`, and
 * is sent only the events after it, with the whole view; a client that holds nothing says `since: 0`.
 *
 * Versions count every entry of the room's log, moves and take-backs, so they only grow.
 *
 * A move (`action`) names the version its sender saw (`expectedVersion`). At the current version the
 * game judges it. Sent from an older version (other seats moved meanwhile: several may act at once),
 * it is played when it still means what the player chose — the seat has not acted since, and has been
 * offered that action with the same words at every version since (offers.ts) — and otherwise
 * refused: STALE_VERSION (the seat has acted since, or the version is unknown), NO_LONGER_LEGAL (the
 * move is not possible any more), MOVE_CHANGED (its words changed: it would do something else now).
 *
 * `undo` takes back the seat's own last step, at the current version only, when the step drew,
 * rolled and revealed nothing and nobody has acted since (src/engine/undo.ts); else CANNOT_UNDO with
 * the reason. The take-back is a log entry like a move, and the match record lists it (`undone`).
 * `viewPatch` only goes to connections that asked for it (hello.patches): the operations that turn
 * the view of the previous version into this one (src/engine/json-patch.ts: set the value at a path,
 * or delete the key there). The first update after a hello or a resync always has the whole `view`,
 * and so does any update where the patch would not be small.
 */
import { z } from 'zod';
import { GAME_LANGUAGES } from '../../engine/index.ts';

const Strength = z.enum(['easy', 'medium', 'hard']);

export const BotSpecSchema = z.object({
  kind: z.string().min(1).max(32),
  strength: Strength.default('medium'),
}).strict();

const SeatSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open') }).strict(),
  z.object({ type: z.literal('bot'), bot: z.string().min(1).max(32), strength: Strength.default('medium') }).strict(),
]);

/** The longest turn-based timer (30 days); retention counts a game idle only well after it. */
export const MAX_TURN_BASED_HOURS = 24 * 30;

const TurnTimerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('realtime'), seconds: z.number().positive().max(3600) }).strict(),
  z.object({ mode: z.literal('turn-based'), hours: z.number().positive().max(MAX_TURN_BASED_HOURS) }).strict(),
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
  /** Seconds a disconnected player may be away before a bot stands in; null = never. Minimums: see TimerMinimums. */
  dropReplaceSeconds: z.number().min(0).max(7 * 24 * 3600).nullable().default(120),
  standInBot: BotSpecSchema.default({ kind: 'heuristic', strength: 'easy' }),
}).strict();
export type CreateRoomBody = z.infer<typeof CreateRoomSchema>;

/**
 * The shortest timers a room may set. Shorter ones only do harm: a realtime turn timer of 1e-9 s
 * makes a room play itself, a move every few milliseconds, for as long as the server runs; a
 * drop-replace delay of a moment hands a seat to a bot whenever a page reloads. `dropReplaceSeconds:
 * 0` stays allowed: it asks for a bot to stand in at once, which is a choice, not an accident.
 * RoomManager.create checks them (the server may lower them for tests: ServerOptions.timerMinimums).
 */
export interface TimerMinimums {
  realtimeSeconds: number;
  turnBasedHours: number;
  dropReplaceSeconds: number;
}

export const DEFAULT_TIMER_MINIMUMS: TimerMinimums = { realtimeSeconds: 10, turnBasedHours: 1, dropReplaceSeconds: 5 };

/** What is wrong with a room's timers under these minimums, as "path: message" parts (empty = fine). */
export function timerProblems(body: Pick<CreateRoomBody, 'turnTimer' | 'dropReplaceSeconds'>, min: TimerMinimums): string[] {
  const problems: string[] = [];
  const t = body.turnTimer;
  if (t?.mode === 'realtime' && t.seconds < min.realtimeSeconds) {
    problems.push(`turnTimer.seconds: a realtime turn timer is at least ${min.realtimeSeconds} seconds; ${t.seconds} is too short`);
  }
  if (t?.mode === 'turn-based' && t.hours < min.turnBasedHours) {
    problems.push(`turnTimer.hours: a turn-based timer is at least ${min.turnBasedHours} hour${min.turnBasedHours === 1 ? '' : 's'}; ${t.hours} is too short (use a realtime timer for shorter turns)`);
  }
  const drop = body.dropReplaceSeconds;
  if (drop !== null && drop !== 0 && drop < min.dropReplaceSeconds) {
    problems.push(`dropReplaceSeconds: either 0 (a bot stands in at once) or at least ${min.dropReplaceSeconds} seconds; ${drop} is too short`);
  }
  return problems;
}

/**
 * Characters removed from player names: format characters (Unicode Cf: bidi controls such as U+202E
 * RIGHT-TO-LEFT OVERRIDE, which reverse how the rest of a line is shown, U+200E/F, U+2066–2069,
 * U+061C, and zero-width characters, with which one name can pass for another), control characters
 * other than whitespace (Cc), lone surrogates (Cs), and the Hangul fillers that display as nothing.
 * Whitespace (tabs and newlines included) collapses to single spaces.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?!\s)\p{Cc}/gu;

export function cleanName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

export const JoinSchema = z.object({
  seat: z.number().int().min(0).optional(),
  // The raw bound keeps cleaning cheap; the 40 characters count what is left.
  name: z.string().max(400).transform(cleanName).pipe(z.string()
    .min(1, 'a name needs at least one visible character (control, formatting and invisible characters are removed)')
    .max(40, 'a name is at most 40 characters')),
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
    /** false: the legal moves come as bare action numbers, which the client words from its view (default true: with their words). */
    labels: z.boolean().optional(),
    /** The reader's language: events come with their sentence in it alone (default: English, with every language's in `texts`). */
    lang: z.enum(GAME_LANGUAGES).optional(),
    /** A workshop facilitator's token: with `viewAs`, watch a table of that workshop (docs/workshop.md). */
    facilitator: z.string().min(1).max(128).optional(),
    /** Which view the facilitator watches: a seat (every hand of it visible) or the spectator's; read-only. */
    viewAs: z.union([z.number().int().min(0).max(64), z.literal('spectator')]).optional(),
  }).strict(),
  action: z.object({
    type: z.literal('action'),
    action: z.number().int().min(0),
    expectedVersion: z.number().int().min(0),
    /** Optional: if present it must be the connection's own seat. */
    seat: z.number().int().optional(),
    id: Id,
  }).strict(),
  undo: z.object({
    type: z.literal('undo'),
    /** Only the current version: a take-back from an older one could take back something else. */
    expectedVersion: z.number().int().min(0),
    id: Id,
  }).strict(),
  sync: z.object({ type: z.literal('sync') }).strict(),
  /** The reader changed language: answered as a hello is (welcome, then the whole view and the events since `since`, in `lang`). */
  lang: z.object({ type: z.literal('lang'), lang: z.enum(GAME_LANGUAGES), since: z.number().int().min(0).optional() }).strict(),
  ping: z.object({ type: z.literal('ping'), id: Id }).strict(),
} as const;

export type ClientMessage = { [K in keyof typeof ClientMessageSchemas]: z.infer<(typeof ClientMessageSchemas)[K]> }[keyof typeof ClientMessageSchemas];

export type WireErrorCode =
  | 'BAD_JSON' | 'TOO_LARGE' | 'UNKNOWN_TYPE' | 'INVALID_MESSAGE' | 'RATE_LIMITED'
  | 'NO_SUCH_ROOM' | 'BAD_TOKEN' | 'NOT_JOINED' | 'ALREADY_JOINED' | 'SPECTATOR' | 'NOT_YOUR_SEAT'
  | 'NOT_STARTED' | 'STALE_VERSION' | 'NO_LONGER_LEGAL' | 'MOVE_CHANGED' | 'CANNOT_UNDO'
  | 'GAME_OVER' | 'INVALID_SEAT' | 'NOT_YOUR_TURN' | 'MALFORMED_ACTION' | 'ILLEGAL_ACTION'
  /** A workshop's facilitator paused the class (or ended play): nothing moves until play resumes. */
  | 'PAUSED'
  /** Cluster mode: another server process now plays this room; the connection closes (4001) and the client reconnects. */
  | 'ROOM_MOVED';

export interface WireError {
  type: 'error';
  code: WireErrorCode;
  message: string;
  id?: string | number;
}

const ACTION_KEYS = new Set(['type', 'action', 'expectedVersion', 'seat', 'id']);
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Whether `data` is an `action` message that ClientMessageSchemas.action accepts as it is: only its
 * keys, `action` and `expectedVersion` whole numbers ≥ 0, `seat` an integer, `id` a string of at
 * most 64 characters or an integer (zod's integers are the safe ones). False means "ask the schema".
 */
function isPlainAction(data: Record<string, unknown>): boolean {
  for (const key of Object.keys(data)) if (!ACTION_KEYS.has(key)) return false;
  if (!isCount(data.action) || !isCount(data.expectedVersion)) return false;
  if (data.seat !== undefined && !Number.isSafeInteger(data.seat)) return false;
  const id = data.id;
  return id === undefined || Number.isSafeInteger(id) || (typeof id === 'string' && id.length <= 64);
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
  // Moves are nearly every message: one that is plainly valid is taken without zod (the same
  // result); anything else, every mistake included, goes through the schema below for its error.
  if (type === 'action' && isPlainAction(data as Record<string, unknown>)) return { ok: true, msg: data as ClientMessage };
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
