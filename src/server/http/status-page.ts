/** A plain status page at `/` until the web client exists: the games and the rooms in memory. */
import type { AnyGame } from '../../engine/index.ts';
import type { Room } from '../room/room.ts';
import { publicCode } from '../room/tokens.ts';

const esc = (s: unknown): string =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function statusPage(games: AnyGame[], rooms: Room[]): string {
  const gameRows = games.map((g) => `<tr><td><code>${esc(g.id)}</code></td><td>${esc(g.title)}</td><td>${g.minPlayers}–${g.maxPlayers}</td><td>${esc(g.summary)}</td></tr>`).join('');
  const roomRows = rooms.slice(0, 200).map((r) => {
    // People's names (a class's students among them) are not for anyone who opens this page: seats only.
    const seats = r.seats.map((s) => (s.kind === 'bot' ? `bot:${esc(s.bot?.kind)}` : s.kind === 'open' ? 'open' : 'person')).join(', ');
    return `<tr><td><code>${esc(publicCode(r.code, r.status))}</code></td><td>${esc(r.config.game)}</td><td>${esc(r.status)}</td><td>${r.version}</td><td>${seats}</td></tr>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Crossings server</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Crossings server</h1>
<p>API: <code>GET /api/games</code>, <code>POST /api/rooms</code>, <code>GET /api/rooms/:code</code>,
WebSocket at <code>/ws</code>. Health: <a href="/health">/health</a>.</p>
<h2>Games</h2><table><tr><th>id</th><th>title</th><th>players</th><th>summary</th></tr>${gameRows || '<tr><td colspan="4">No games registered.</td></tr>'}</table>
<h2>Rooms in memory (${rooms.length}; codes of games not yet over are masked)</h2><table><tr><th>code</th><th>game</th><th>status</th><th>moves</th><th>seats</th></tr>${roomRows || '<tr><td colspan="5">No rooms.</td></tr>'}</table>
</body></html>`;
}
