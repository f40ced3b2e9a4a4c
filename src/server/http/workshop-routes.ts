/**
 * The workshop HTTP API (docs/workshop.md, "HTTP API"). Changes are answered only once durable
 * (`queue.drained()`), like the room API. Facilitator routes take `Authorization: Bearer <facilitator
 * token>`, student routes `Bearer <student token>`; a missing token is 401, a wrong one 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { RoomError } from '../room/errors.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import { CreateWorkshopSchema, JoinWorkshopSchema, JoiningSchema, MeQuerySchema, MessageSchema, MoveSchema, PauseSchema, RenameSchema, TablesSchema, TimerSchema } from '../workshop/protocol.ts';
import { moveStudent, newFacilitatorKey, removeAbsent, removeStudent, renameStudent, setJoining, setTimer } from '../workshop/class-ops.ts';
import { AddressBudget, withinContentBudget, type HttpLimit } from './limit.ts';
import { dashboard, exportCsv, results } from '../workshop/report.ts';
import type { WorkshopManager } from '../workshop/workshops.ts';
import type { Workshop } from '../workshop/workshop.ts';
import { statusVersion, type MeAnswer } from '../workshop/student-waits.ts';
import type { WorkshopStudent } from '../storage/types.ts';

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new RoomError('INVALID_REQUEST', result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; '));
  }
  return result.data;
}

/** The bearer token, or undefined when the request has none (the workshop then answers 401). */
function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

type CodeParams = { Params: { code: string } };

export interface WorkshopHttpContext {
  workshops: WorkshopManager;
  queue: WriteQueue;
  /** Workshops one client address may create per minute (the rooms' limit). */
  perMinute: number;
  /** Without a turn timer, how long a person may take before their table counts as stuck. */
  stuckAfterMs?: number;
  /** What one address may store by creating (limit.ts, withinContentBudget). */
  contentBudget: AddressBudget;
  /** Joins one address may make into one workshop (burst, then per second); default DEFAULT_JOIN_LIMIT. */
  joinLimit?: HttpLimit;
  /**
   * Why this process cannot hold a student's status request, or null when it can (cluster mode: a
   * request forwarded from another process is answered at once, as the bus forwards it with a timeout
   * and cannot tell the owner that the client left; the page then polls every 2 s).
   */
  holdRefusal?: (req: FastifyRequest) => string | null;
}

/** What `me` answers, without the clock and the version. */
function meAnswer(w: Workshop, s: WorkshopStudent): MeAnswer {
  return { ...w.studentStatus(s), timer: w.state.timer ?? null, ended: w.state.phase === 'debrief' };
}

/**
 * Joins into one class from one address (docs/workshop.md, "Join limits"): a class of 40 (or 60) joining
 * at once behind one school address never waits, and a flood from one address adds at most 60 names at
 * once and then one every two seconds, which the facilitator can close joining on and remove.
 */
export const DEFAULT_JOIN_LIMIT: HttpLimit = { burst: 60, ratePerSecond: 0.5 };

export function registerWorkshopRoutes(app: FastifyInstance, ctx: WorkshopHttpContext): void {
  const { workshops, queue } = ctx;
  const facilitator = async (req: FastifyRequest<CodeParams>) => {
    const w = await workshops.get(req.params.code);
    w.assertFacilitator(bearer(req));
    return w;
  };
  const student = async (req: FastifyRequest<CodeParams>) => {
    const w = await workshops.get(req.params.code);
    return { w, s: w.student(bearer(req)) };
  };
  const joins = new AddressBudget(ctx.joinLimit ?? DEFAULT_JOIN_LIMIT);
  app.addHook('onClose', async () => joins.close());
  const board = async (req: FastifyRequest<CodeParams>) => dashboard(workshops, await workshops.get(req.params.code), ctx.stuckAfterMs);

  app.post('/api/workshops', { config: { rateLimit: { max: ctx.perMinute, timeWindow: 60_000 } } }, async (req, reply) => {
    const body = parse(CreateWorkshopSchema, req.body);
    const { workshop, facilitatorToken } = await withinContentBudget(ctx.contentBudget, req, body.content, () => workshops.create(body));
    await queue.drained(workshop.code);
    req.log.info({ workshop: workshop.code, game: workshop.config.game }, 'workshop created');
    reply.status(201);
    return { code: workshop.code, facilitatorToken, workshop: workshop.info() };
  });

  // `now`: the server's clock, so phones count the session timer down right even when theirs is off.
  app.get<CodeParams>('/api/workshops/:code', async (req) => ({ ...(await workshops.get(req.params.code)).info(), now: workshops.now() }));

  app.post<CodeParams>('/api/workshops/:code/students', async (req, reply) => {
    const body = parse(JoinWorkshopSchema, req.body);
    const w = await workshops.get(req.params.code);
    if (w.joiningOpen() && !joins.take(`${w.code} ${req.ip}`)) {
      w.refusedJoins++;
      reply.header('retry-after', String(Math.ceil(1 / joins.limit.ratePerSecond)));
      throw new RoomError('JOINS_THROTTLED', 'Many people have just joined this class from your network. Wait a few seconds and try again; if it goes on, tell your facilitator.');
    }
    const joined = await workshops.join(w, body.nickname, body.language);
    await queue.drained(w.code);
    req.log.debug({ workshop: w.code, student: joined.studentId }, 'student joined');
    reply.status(201);
    return joined;
  });

  // The student's status; with `wait`, held until it changes (student-waits.ts, docs/workshop.md "The waiting page").
  app.get<CodeParams>('/api/workshops/:code/me', async (req, reply) => {
    const query = parse(MeQuerySchema, req.query);
    const status = async () => {
      const { w, s } = await student(req);
      w.markSeen(s.id, workshops.now());
      return { w, s, status: meAnswer(w, s) };
    };
    const first = await status();
    const answer = (st: MeAnswer, extra: object = {}) => ({ ...st, version: statusVersion(st), ...extra, now: workshops.now() });
    if (query.wait === undefined) return answer(first.status);
    if (query.since !== statusVersion(first.status)) return answer(first.status, { waited: 'changed' });
    const cannot = ctx.holdRefusal?.(req);
    const held = cannot ? workshops.waits.refuse(cannot, { workshop: first.w.code, address: req.ip }) : workshops.waits.hold({
      code: first.w.code, studentId: first.s.id, address: req.ip, status: first.status, waitMs: query.wait * 1000,
      evaluate: async () => (await status()).status,
    });
    if ('refused' in held) return answer(first.status, { waited: 'refused', waitRefused: held.refused });
    // A client that leaves frees its place at once (the socket closed before the answer was written).
    reply.raw.once('close', () => { if (!reply.raw.writableFinished) held.cancel(); });
    if (req.raw.socket?.destroyed) held.cancel();
    const waited = await held.result;
    // Nobody reads the answer of a client that left; a server shutting down answers what it has without loading the workshop again.
    if (waited === 'closed' || workshops.waits.closing) return answer(first.status, { waited });
    return answer((await status()).status, { waited });
  });

  for (const [path, out] of [['step-out', true], ['step-in', false]] as const) {
    app.post<CodeParams>(`/api/workshops/:code/${path}`, async (req) => {
      const { w, s } = await student(req);
      w.markSeen(s.id, workshops.now());
      await workshops.step(w, s, out);
      await queue.drained(w.code);
      return w.studentStatus(s);
    });
  }

  app.get<CodeParams>('/api/workshops/:code/dashboard', async (req) => {
    await facilitator(req);
    return board(req);
  });

  app.put<CodeParams>('/api/workshops/:code/tables', async (req) => {
    const w = await facilitator(req);
    workshops.setTables(w, parse(TablesSchema, req.body));
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/tables/auto', async (req) => {
    const w = await facilitator(req);
    workshops.autoTables(w);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/start', async (req) => {
    const w = await facilitator(req);
    await workshops.start(w);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/pause', async (req) => {
    const w = await facilitator(req);
    await workshops.pause(w, parse(PauseSchema, req.body).paused);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/message', async (req) => {
    const w = await facilitator(req);
    await workshops.message(w, parse(MessageSchema, req.body).text);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/end-play', async (req) => {
    const w = await facilitator(req);
    await workshops.endPlay(w);
    await queue.drained(w.code);
    return board(req);
  });

  // People come and go, the session timer and the facilitator's key (class-ops.ts).
  type StudentParams = { Params: { code: string; id: string } };
  app.post<StudentParams>('/api/workshops/:code/students/:id/rename', async (req) => {
    const w = await facilitator(req);
    await renameStudent(workshops.rooms(), w, req.params.id, parse(RenameSchema, req.body).nickname);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<StudentParams>('/api/workshops/:code/students/:id/remove', async (req) => {
    const w = await facilitator(req);
    await removeStudent(workshops.rooms(), w, req.params.id);
    await queue.drained(w.code);
    return board(req);
  });

  // A static segment: the router prefers it to `/students/:id/...`.
  app.post<CodeParams>('/api/workshops/:code/students/remove-absent', async (req) => {
    const w = await facilitator(req);
    const removed = await removeAbsent(workshops.rooms(), w, workshops.now());
    await queue.drained(w.code);
    req.log.info({ workshop: w.code, removed }, 'removed every student not here');
    return { removed, ...(await board(req)) };
  });

  app.post<StudentParams>('/api/workshops/:code/students/:id/move', async (req) => {
    const w = await facilitator(req);
    const body = parse(MoveSchema, req.body);
    await moveStudent(workshops.rooms(), w, req.params.id, body.table, body.watch);
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/joining', async (req) => {
    const w = await facilitator(req);
    setJoining(w, parse(JoiningSchema, req.body));
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/timer', async (req) => {
    const w = await facilitator(req);
    setTimer(w, workshops.now(), parse(TimerSchema, req.body));
    await queue.drained(w.code);
    return board(req);
  });

  app.post<CodeParams>('/api/workshops/:code/facilitator-key', async (req) => {
    const w = await facilitator(req);
    const facilitatorToken = newFacilitatorKey(w);
    await queue.drained(w.code);
    req.log.info({ workshop: w.code }, 'new facilitator key: the old one is revoked');
    return { facilitatorToken };
  });

  // Deleting now (docs/hosting.md, "What is kept, and for how long"): the workshop, its students and its tables.
  app.delete<CodeParams>('/api/workshops/:code', async (req) => {
    const w = await facilitator(req);
    await workshops.remove(w);
    req.log.info({ workshop: w.code }, 'workshop deleted by its facilitator');
    return { deleted: w.code };
  });

  app.get<CodeParams>('/api/workshops/:code/results', async (req) => results(workshops, await facilitator(req)));

  app.get<CodeParams>('/api/workshops/:code/export.csv', async (req, reply) => {
    const w = await facilitator(req);
    const csv = await exportCsv(workshops, w);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="workshop-${w.code}.csv"`);
    return csv;
  });
}
