/**
 * What a class needs to find its way in (docs/workshop.md, "Reaching the server" and "One code box"):
 * `GET /api/join-address`, the address phones can reach (join-address.ts), and `GET /api/codes/:code`,
 * which says whether a code is a room's or a workshop's and where a student goes with it, for the home
 * page's code box, `/join/<CODE>` links and the QR codes; and `/join/<CODE>` itself, answered with the page the
 * code names.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RoomError } from '../room/errors.ts';
import type { RoomManager } from '../room/rooms.ts';
import { normaliseCode } from '../room/tokens.ts';
import type { WorkshopManager } from '../workshop/workshops.ts';
import { joinAddress } from './join-address.ts';
import type { PageHtml } from './page-html.ts';
import { pagePlan } from './page-routes.ts';

export interface ClassRoutesContext {
  manager: RoomManager;
  workshops?: WorkshopManager;
  /** `CROSSINGS_PUBLIC_URL`: the address students use when the server is behind a proxy or a domain. */
  publicUrl?: string | undefined;
  /** The built web client's page, when the server serves it (then `/join/<CODE>` is answered with a page). */
  pages?: PageHtml | null;
}

/** Is this error "no such thing" (then the other kind of code is tried), or a real failure? */
const moved = (err: unknown) => err instanceof RoomError && err.code === 'ROOM_MOVED';
const missing = (err: unknown) => err instanceof RoomError && (err.code === 'NO_SUCH_ROOM' || err.code === 'NO_SUCH_WORKSHOP');

export function registerClassRoutes(app: FastifyInstance, ctx: ClassRoutesContext): void {
  app.get('/api/join-address', async (req) => {
    const bound = req.server.server.address() as AddressInfo | string | null;
    const listenHost = bound && typeof bound === 'object' ? bound.address : '127.0.0.1';
    const port = bound && typeof bound === 'object' ? bound.port : 80;
    return joinAddress({ publicUrl: ctx.publicUrl, listenHost, port });
  });

  app.get<{ Params: { code: string } }>('/api/codes/:code', async (req) => resolveCode(ctx, req.params.code));

  // The short link a class is given (`/join/<CODE>`, the QR code) is answered with the page it names, its
  // address in a canonical link that the client shows instead (src/web/router.ts), with that page's
  // preloads: no lookup in the browser, and no redirect's round trip (docs/performance.md, "Round trips on
  // a phone"). A code that is neither, or a failed look-up, gets the plain client, whose page says why with
  // the code box.
  const pages = ctx.pages;
  if (pages) {
    app.get<{ Params: { code: string } }>('/join/:code', async (req, reply) => {
      const found = await resolveCode(ctx, req.params.code).catch((err: unknown) => {
        // An unknown code is the page's to explain; anything else (storage failing) is logged, not hidden.
        if (!(err instanceof RoomError && err.code === 'NO_SUCH_CODE')) req.log.error({ err, code: req.params.code }, 'join link: looking up the code failed');
        return null;
      });
      if (found) return pages.send(req, reply, { ...pagePlan(ctx, found.path), canonical: found.path });
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  }
}

/** Whether a code is a room's or a workshop's, and where a student goes with it; NO_SUCH_CODE (404) when neither. */
async function resolveCode(ctx: ClassRoutesContext, raw: string): Promise<{ kind: 'room' | 'workshop'; code: string; path: string; title: string; joining: boolean }> {
  const code = normaliseCode(raw);
  if (!/^[A-Z0-9]{1,16}$/.test(code)) throw new RoomError('NO_SUCH_CODE', `"${raw}" is not a code: a code is letters and digits, like K7Q2XM.`, 404);
  if (ctx.workshops) {
    try {
      const w = await ctx.workshops.get(code);
      return { kind: 'workshop', code: w.code, path: `/w/${w.code}`, title: w.game.title, joining: w.joiningOpen() };
    } catch (err) {
      // Cluster mode: another process runs it; it exists, and its page reaches that process.
      if (moved(err)) return { kind: 'workshop', code, path: `/w/${code}`, title: '', joining: true };
      if (!missing(err)) throw err;
    }
  }
  try {
    const room = await ctx.manager.get(code);
    return { kind: 'room', code: room.code, path: `/room/${room.code}`, title: room.game.title, joining: room.status === 'lobby' };
  } catch (err) {
    if (moved(err)) return { kind: 'room', code, path: `/room/${code}`, title: '', joining: true };
    if (!missing(err)) throw err;
  }
  throw new RoomError('NO_SUCH_CODE', `There is no room or class with the code ${code}. Check it with whoever shared it.`, 404);
}
