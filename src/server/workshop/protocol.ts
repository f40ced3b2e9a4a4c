/**
 * Request bodies of the workshop API (docs/workshop.md), validated with zod, and the answers' shapes.
 */
import { z } from 'zod';
import type { GameProgress, Outcome, Translations } from '../../engine/index.ts';
import { BotSpecSchema, MAX_TURN_BASED_HOURS, cleanName } from '../room/protocol.ts';

const Language = z.enum(['en', 'zh-Hant']);

const TurnTimerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('realtime'), seconds: z.number().positive().max(3600) }).strict(),
  z.object({ mode: z.literal('turn-based'), hours: z.number().positive().max(MAX_TURN_BASED_HOURS) }).strict(),
]);

export const CreateWorkshopSchema = z.object({
  game: z.string().min(1).max(64),
  options: z.record(z.string(), z.unknown()).default({}),
  content: z.unknown().optional(),
  turnTimer: TurnTimerSchema.nullable().default(null),
  language: Language.default('en'),
  /** Players per table; default the game's best size (maxPlayers when ≤ 4, else 4, within min..max). */
  tableSize: z.number().int().min(1).max(16).optional(),
  remainder: z.enum(['bots', 'observers']).default('bots'),
  /** The bot that fills tables. */
  bot: BotSpecSchema.default({ kind: 'heuristic', strength: 'medium' }),
  /** The bot that plays for a student who stepped out, dropped or ran out of time. */
  standInBot: BotSpecSchema.default({ kind: 'heuristic', strength: 'easy' }),
  /** Beyond the spec's table, as for rooms: how long bots wait, and when a dropped student's seat gets the stand-in. */
  botThinkMs: z.number().int().min(0).max(60_000).optional(),
  dropReplaceSeconds: z.number().min(0).max(7 * 24 * 3600).nullable().default(120),
}).strict();
export type CreateWorkshopBody = z.infer<typeof CreateWorkshopSchema>;

const Nickname = z.string().max(400).transform(cleanName).pipe(z.string()
  .min(1, 'a nickname needs at least one visible character (control, formatting and invisible characters are removed)')
  .max(40, 'a nickname is at most 40 characters'));

export const JoinWorkshopSchema = z.object({
  nickname: Nickname,
  language: Language.optional(),
}).strict();

const StudentId = z.string().min(1).max(32);

export const TablesSchema = z.object({
  tables: z.array(z.array(StudentId).max(16)).min(1).max(500),
  observers: z.array(z.object({ studentId: StudentId, table: z.number().int().min(0) }).strict()).max(2000).default([]),
}).strict();
export type TablesBody = z.infer<typeof TablesSchema>;

export const RenameSchema = z.object({ nickname: Nickname }).strict();

export const MoveSchema = z.object({
  /** The table, counted from 0. */
  table: z.number().int().min(0).max(1000),
  /** Watch that table instead of taking a seat a bot holds there. */
  watch: z.boolean().default(false),
}).strict();

export const JoiningSchema = z.object({
  open: z.boolean().optional(),
  latecomers: z.enum(['bot-seat', 'new-table', 'watch']).optional(),
}).strict();

/** The session timer: `minutes` from now (null clears it), or `extend` it by some minutes. */
export const TimerSchema = z.object({
  minutes: z.number().int().min(1).max(300).nullable().optional(),
  extend: z.number().int().min(1).max(120).optional(),
}).strict().refine((b) => b.minutes !== undefined || b.extend !== undefined, 'give minutes (or null to clear) or extend');

/** The longest a student's status request is held (student-waits.ts): below common proxies' idle cut-offs (30 s and up). */
export const MAX_WAIT_SECONDS = 25;

/**
 * `GET /api/workshops/:code/me`'s query (docs/workshop.md, "The waiting page"): `wait`, the seconds the
 * server may hold the request until the student's status changes, and `since`, the `version` of the
 * status the page shows (without it the answer comes at once).
 */
export const MeQuerySchema = z.object({
  wait: z.coerce.number().int().min(1).max(MAX_WAIT_SECONDS).optional(),
  since: z.string().regex(/^[0-9a-f]{16}$/, 'a version from an earlier answer (16 hex digits)').optional(),
}).strict().refine((q) => q.since === undefined || q.wait !== undefined, { message: 'since is only read with wait (the seconds to hold the request)', path: ['since'] });

export const PauseSchema = z.object({ paused: z.boolean() }).strict();

/** Up to 280 visible characters; whitespace collapses as in names; empty clears the message. */
export const MessageSchema = z.object({
  text: z.string().max(2000).transform(cleanName).pipe(z.string().max(280, 'a message is at most 280 characters')),
}).strict();

export interface WorkshopInfo {
  code: string;
  game: string;
  title: string;
  language: 'en' | 'zh-Hant';
  phase: 'waiting' | 'playing' | 'debrief';
  paused: boolean;
  message: { text: string; at: number } | null;
  students: number;
  tableSize: number;
  remainder: 'bots' | 'observers';
  turnTimer: { mode: 'realtime' | 'turn-based'; seconds: number } | null;
  /** The game's options every table plays with (its rule variants among them, src/engine/variants.ts). */
  options: Record<string, unknown>;
  createdAt: number;
  /** May new students join now (docs/workshop.md, "People come and go")? */
  joiningOpen: boolean;
  /** Where a student joining after the start goes. */
  latecomers: 'bot-seat' | 'new-table' | 'watch';
  /** The session timer: when play time ends (server clock, ms) and how many minutes it was set for. */
  timer: { endsAt: number; minutes: number } | null;
  /** The bot that fills empty seats, and its strength. */
  bot: { kind: string; strength?: string };
}

export interface StudentStatus {
  studentId: string;
  nickname: string;
  phase: WorkshopInfo['phase'];
  paused: boolean;
  message: WorkshopInfo['message'];
  language: 'en' | 'zh-Hant';
  /** seat null = observer (watches the room as a spectator). */
  table: { index: number; room: string | null; seat: number | null } | null;
  steppedOut: boolean;
}

export interface TableStatus {
  index: number;
  room: string | null;
  status: 'forming' | 'playing' | 'finished' | 'frozen';
  seats: Array<{ seat: number; name: string | null; kind: 'student' | 'bot'; studentId?: string; standIn: boolean; connected: boolean }>;
  observers: string[];
  /** The label in every other language too (`labelTexts`), for a facilitator reading Chinese. */
  progress: (GameProgress & { labelTexts?: Translations }) | null;
  active: number[];
  waitingMs: number | null;
  stuck: boolean;
  moves: number;
  /** Finished: the outcome; frozen by End play: the provisional ranking (`provisional` set). */
  outcome: Outcome | null;
  provisional: ProvisionalNote | null;
  /** Why the table cannot be played (its stored moves do not replay); null when it is well. */
  broken: string | null;
}

export interface Dashboard {
  workshop: WorkshopInfo;
  /** `here`: the student's page is open (seen within a minute, or connected at their seat); see Workshop.isHere. */
  students: Array<{ id: string; nickname: string; table: number | null; seat: number | null; observer: boolean; steppedOut: boolean; connected: boolean; here: boolean }>;
  tables: TableStatus[];
  /** The class's totals so far (docs/workshop.md, Class totals). */
  totals: Array<{ key: string; sum: number; of: number; yesNo: boolean }>;
  /** The server's clock, so a screen counts the session timer down right even when its own clock is off. */
  now: number;
  /** Joins refused since the server started (joining closed, or play ended), for the facilitator to see. */
  refusedJoins: number;
}

/** Where a table stood when play was ended on it, and whether the game could rank it (standings.ts). */
export interface ProvisionalNote {
  /** The game's progress label then ("Round 3 of 6"), empty when the game has none. */
  after: string;
  afterTexts?: Translations | undefined;
  moves: number;
  /** Why the table has no standing (the game has no provisional ranking, or it failed); null when it has one. */
  error: string | null;
}

export interface ResultStudent {
  id: string;
  nickname: string;
  table: number | null;
  seat: number | null;
  observer: boolean;
  steppedOut: boolean;
}

export interface TableResult {
  index: number;
  room: string | null;
  names: Array<string | null>;
  kinds: Array<'student' | 'bot'>;
  /** The final outcome, or for a table play was ended on the game's provisional ranking (`provisional` set). */
  outcome: Outcome | null;
  provisional: ProvisionalNote | null;
  /** The spectator's view at the end (or where a frozen table stood). */
  finalView: unknown;
  moves: number;
}
