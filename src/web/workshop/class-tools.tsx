/**
 * Pieces a whole class sees (docs/workshop.md): the address phones can reach (`GET /api/join-address`),
 * the session timer counting down (server clock, a warning at 5 minutes), the class's totals in the
 * game's words, and the facilitator link (`/workshop/<CODE>/host#key=…`, the key never sent in a URL a
 * server logs).
 */
import { useEffect, useState } from 'react';
import { api, type JoinAddress } from '../online/api.ts';
import { useT } from '../i18n/index.ts';
import type { AnyGame } from '../engine-bundle.ts';
import type { ClassTotal, SessionTimer } from './api.ts';
import { durationWords } from './usePoll.ts';

/** The timer warns this long before the end (docs/workshop.md, Session timer). */
export const WARN_MS = 5 * 60_000;

/** The address students use; this page's own origin until the server answers (or if it cannot). */
export function useJoinAddress(): { url: string; address: JoinAddress | null; error: string | null } {
  const [address, setAddress] = useState<JoinAddress | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.joinAddress().then((a) => { if (live) setAddress(a); }, (err: unknown) => { if (live) setError(err instanceof Error ? err.message : String(err)); });
    return () => { live = false; };
  }, []);
  return { url: address?.url ?? location.origin, address, error };
}

/** Milliseconds left on the session timer, ticking each second; `serverNow` corrects this device's clock. */
export function useTimeLeft(timer: SessionTimer | null | undefined, serverNow: number | undefined): number | null {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => { if (serverNow !== undefined) setOffset(serverNow - Date.now()); }, [serverNow]);
  useEffect(() => {
    if (!timer) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [timer]);
  if (!timer) return null;
  return Math.max(0, timer.endsAt - (now + offset));
}

/** "Time left 12:04", a warning in the last 5 minutes, "Time is up" at 0: in words and a sign, never colour alone. */
export function TimeLeft({ ms, big = false }: { ms: number | null; big?: boolean }) {
  const { t } = useT('workshop');
  if (ms === null) return null;
  const warn = ms <= WARN_MS;
  const up = ms === 0;
  const mm = Math.floor(ms / 60_000);
  const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return (
    <p className={`ws-time-left${warn ? ' warn' : ''}${up ? ' up' : ''}${big ? ' big' : ''}`} role="timer" aria-live={warn ? 'polite' : 'off'} data-testid="ws-time-left">
      <span aria-hidden="true">{up || warn ? '⚠ ' : '◷ '}</span>
      {up ? t('timer.up') : <>{t('timer.left')} <strong>{mm}:{ss}</strong>{warn ? ` · ${t('timer.warn')}` : ''}</>}
    </p>
  );
}

/** The class's totals, each in the game's words ("People alive: 23", "Entered: 5 of 12"). */
export function ClassTotals({ totals, game, provisional }: { totals: ClassTotal[] | undefined; game: AnyGame | null; provisional?: boolean }) {
  const { t } = useT('workshop');
  if (!totals || totals.length === 0) return null;
  return (
    <section className="panel ws-totals" aria-labelledby="ws-totals-title" data-testid="ws-totals">
      <h2 id="ws-totals-title">{provisional ? t('totals.titleSoFar') : t('totals.title')}</h2>
      <ul className="ws-total-list">
        {totals.map((x) => {
          const figure = game?.catalogue?.figures?.[x.key];
          return (
            <li key={x.key} className="ws-total" title={figure?.help}>
              <span className="ws-total-value">{x.yesNo ? t('totals.of', { sum: x.sum, of: x.of }) : x.sum}</span>
              <span className="ws-total-label">{figure?.label ?? x.key}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The private facilitator link: this dashboard on any device. The key rides in the hash, which browsers never send. */
export function facilitatorLink(origin: string, code: string, token: string): string {
  return `${origin}/workshop/${code}/host#key=${encodeURIComponent(token)}`;
}

/** A facilitator key from `#key=…` in this page's address, removed from the address once read. */
export function takeKeyFromHash(): string | null {
  const m = /(?:^#|&)key=([^&]+)/.exec(location.hash);
  if (!m) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return decodeURIComponent(m[1]);
}

export { durationWords };
