/**
 * The page addresses a phone opens first, answered with the client's page and what that page will ask for
 * next named in it (page-html.ts; docs/performance.md, "Round trips on a phone"): the home page (its list of
 * games), a student's join page
 * `/w/<CODE>` (its chunk, the workshop's texts and the workshop's public state) and an online table
 * `/room/<CODE>` (the room page's chunks and the board of the room's game). `/join/<CODE>` uses the same
 * plans (class-routes.ts). Any other page address still gets the plain page (routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RoomManager } from '../room/rooms.ts';
import { normaliseCode } from '../room/tokens.ts';
import type { PageHtml, PagePlan } from './page-html.ts';

/** Source modules as Vite's manifest names them (src/web/App.tsx's lazy pages, src/web/boards/index.ts). */
const STUDENT_PAGE = 'workshop/StudentPage.tsx';
const WORKSHOP_TEXTS = 'i18n/locales/en/workshop.json';
const ROOM_PAGE = 'online/RoomPage.tsx';
/** A seated player's room socket, opened before the client has arrived (src/web/online/early-room.ts). */
const EARLY_ROOM = 'online/early-room.ts';
const board = (game: string) => `boards/${game}/index.tsx`;

const CODE = /^[A-Z0-9]{1,16}$/;

export interface PageRoutesContext {
  pages: PageHtml;
  manager: RoomManager;
}

/** What the page at `pathname` needs first; null for an address without a plan (the plain page). */
export function pagePlan(ctx: { manager: RoomManager }, pathname: string): PagePlan | null {
  // The home page lists the server's games (src/web/home/catalog.ts).
  if (pathname === '/') return { fetches: ['/api/games'] };
  const [, kind, raw, ...rest] = pathname.split('/');
  if (rest.length > 0 || raw === undefined) return null;
  // Fastify refused a malformed escape already (400), before the route.
  const code = normaliseCode(decodeURIComponent(raw));
  if (!CODE.test(code)) return null;
  // The workshop's public state is the same for anyone at this address (GET /api/workshops/<CODE>, no token).
  if (kind === 'w') return { modules: [STUDENT_PAGE, WORKSHOP_TEXTS], fetches: [`/api/workshops/${code}`] };
  if (kind === 'room') {
    // The room's own info is not preloaded: with a seat token it names a workshop table's students, without not.
    // Only a room in memory (every room being played is) names its board: a page request, unlike the API,
    // is not metered per address, so it never makes the server read storage.
    const game = ctx.manager.residentRoom(code)?.config.game;
    return { modules: [ROOM_PAGE], scripts: [EARLY_ROOM], ...(game ? { ifBuilt: [board(game)] } : {}) };
  }
  return null;
}

export function registerPageRoutes(app: FastifyInstance, ctx: PageRoutesContext): void {
  for (const route of ['/', '/w/:code', '/room/:code']) {
    app.get(route, async (req, reply) => {
      const plan = pagePlan(ctx, req.url.split('?')[0]);
      return ctx.pages.send(req, reply, plan ?? {});
    });
  }
}
