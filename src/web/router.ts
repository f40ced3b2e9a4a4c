/**
 * A tiny history-API router: the client has a handful of pages, so a routing library would be
 * most of the home page's weight for nothing. The server answers every client route with index.html.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'home' }
  | { page: 'local'; game: string }
  | { page: 'room'; code: string }
  | { page: 'replay'; source: 'local' | 'room'; code?: string }
  | { page: 'workshop'; view: 'new' } | { page: 'workshop'; view: 'host' | 'debrief' | 'print' | 'student' | 'class' | 'sheet'; code: string }
  | { page: 'lab'; game?: string }
  | { page: 'join'; code: string }
  | { page: 'guide' }
  | { page: 'not-found'; path: string };

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'home' };
  if (parts[0] === 'play' && parts.length === 2) return { page: 'local', game: parts[1] };
  if (parts[0] === 'room' && parts.length === 2) return { page: 'room', code: parts[1].toUpperCase() };
  if (parts[0] === 'replay' && parts.length === 2 && parts[1] === 'local') return { page: 'replay', source: 'local' };
  if (parts[0] === 'replay' && parts.length === 3 && parts[1] === 'room') return { page: 'replay', source: 'room', code: parts[2].toUpperCase() };
  if (parts[0] === 'workshop' && parts.length === 2 && parts[1] === 'new') return { page: 'workshop', view: 'new' };
  if (parts[0] === 'workshop' && parts.length === 3 && ['host', 'debrief', 'print', 'class', 'sheet'].includes(parts[2])) return { page: 'workshop', view: parts[2] as 'host' | 'debrief' | 'print' | 'class' | 'sheet', code: parts[1].toUpperCase() };
  if (parts[0] === 'lab' && parts.length <= 2) return parts[1] ? { page: 'lab', game: parts[1] } : { page: 'lab' };
  if (parts[0] === 'w' && parts.length === 2) return { page: 'workshop', view: 'student', code: parts[1].toUpperCase() };
  // A short link for any code (a room's or a class's): the page looks the code up (docs/workshop.md, "One code box").
  if (parts[0] === 'guide' && parts.length === 1) return { page: 'guide' };
  if (parts[0] === 'join' && parts.length === 2) return { page: 'join', code: parts[1].toUpperCase() };
  return { page: 'not-found', path: pathname };
}

/**
 * A short link (`/join/<CODE>`) is answered with the page its code names, that page's address in the
 * page's canonical link (src/server/http/class-routes.ts): the address bar takes it before the first draw,
 * so the router draws that page and a reload or a shared address opens it directly.
 */
export function adoptCanonicalAddress(): void {
  const to = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!to || !/^\/(?!\/)[A-Za-z0-9/_.-]*$/.test(to) || !location.pathname.startsWith('/join/')) return;
  history.replaceState(history.state, '', to + location.search + location.hash);
}

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return parseRoute(path);
}
