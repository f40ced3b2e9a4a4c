/**
 * One table on the facilitator's live dashboard: how far it has come (the game's own progress words
 * and a bar), whose turn it is and for how long, a stuck table marked with an icon and in words,
 * the scores so far, and the result once it is over.
 */
import { isLang, textIn } from '../../engine/index.ts';
import { fixedT } from '../i18n/fixed.ts';
import { seatName, type SeatWho } from '../seat-names.ts';
import { useT } from '../i18n/index.ts';
import { seatMark } from '../table/log.ts';
import type { TableStatus } from './api.ts';
import { PAUSED_SIGN } from './signs.ts';
import { durationWords } from './usePoll.ts';

export { durationWords };

export type TFunction = ReturnType<typeof useT>['t'];


/** A seat's name as every table names it (seat-names.ts), in the current language. */
export function seatLabel(_t: TFunction, table: TableStatus, seat: number): string {
  const s = table.seats.find((x) => x.seat === seat);
  const who: SeatWho = !s ? { kind: 'open' } : s.kind === 'bot' ? { kind: 'bot' } : { kind: 'human', name: s.name, standIn: s.standIn };
  return seatName(fixedT('common'), seat, who);
}

export function statusWords(t: TFunction, table: TableStatus, paused: boolean): string {
  if (table.status === 'playing' && paused) return t('dash.status.paused');
  return t(`dash.status.${table.status}`);
}

export function TableCard({ table, paused, onWatch, watching }: { table: TableStatus; paused: boolean; onWatch?(): void; watching?: boolean }) {
  const { t, i18n } = useT('workshop');
  const n = table.index + 1;
  const scores = table.outcome?.scores ?? table.progress?.scores ?? null;
  const activeNames = table.active.map((s) => seatLabel(t, table, s));
  const over = table.status === 'finished' || table.status === 'frozen';
  const winners = table.outcome?.winners ?? [];
  const pct = table.progress?.fraction == null ? null : Math.round(Math.max(0, Math.min(1, table.progress.fraction)) * 100);
  const headingId = `ws-card-${table.index}`;
  return (
    <article
      className={`ws-card panel${table.stuck ? ' stuck' : ''}${table.status === 'playing' && paused ? ' paused' : ''}${over ? ' over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`ws-card-${table.index}`}
    >
      <header className="ws-card-head">
        <h3 id={headingId}>{t('dash.tableN', { n })}</h3>
        {table.room && <span className="muted ws-room">{t('dash.room', { room: table.room })}</span>}
        <span className={`ws-status ws-status-${table.status}`} data-testid="ws-status">
          <span aria-hidden="true">{table.status === 'playing' ? (paused ? `${PAUSED_SIGN} ` : '▶ ') : over ? '■ ' : '… '}</span>
          {statusWords(t, table, paused)}
        </span>
      </header>
      {table.broken && (
        <p className="ws-stuck" role="alert" data-testid="ws-broken">
          <span className="ws-stuck-icon" aria-hidden="true">⚠</span> <strong>{t('dash.broken')}</strong> {table.broken}
        </p>
      )}
      {table.provisional?.error && (
        <p className="ws-stuck" role="alert"><span className="ws-stuck-icon" aria-hidden="true">⚠</span> {table.provisional.error}</p>
      )}
      {table.stuck && (
        <p className="ws-stuck" data-testid="ws-stuck">
          <span className="ws-stuck-icon" aria-hidden="true">⚠</span>{' '}
          <strong>{t('dash.stuck')}</strong>{' '}
          {t('dash.stuckWhy', { who: activeNames.join(', ') || '—', time: durationWords(t, table.waitingMs ?? 0) })}
        </p>
      )}
      {table.progress && (
        <div className="ws-progress">
          <span className="ws-progress-label">{textIn(table.progress.label, table.progress.labelTexts, isLang(i18n.language) ? i18n.language : 'en')}</span>
          {pct !== null && (
            <div className="ws-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('dash.progressOf', { n })}>
              <div className="ws-bar-fill" style={{ width: `${pct}%` }} />
            </div>
          )}
        </div>
      )}
      {!over && table.status === 'playing' && activeNames.length > 0 && (
        <p className="ws-turn">
          {t('dash.turn', { who: activeNames.join(', ') })}
          {table.waitingMs !== null && !table.stuck && <> · {t('dash.waiting', { time: durationWords(t, table.waitingMs) })}</>}
        </p>
      )}
      {over && (
        <p className="ws-result" data-testid="ws-result">
          {table.status === 'frozen' && !table.outcome
            ? t('dash.frozen')
            : table.outcome?.tie
              ? t('dash.tie')
              : winners.length > 0
                ? t('dash.won', { who: winners.map((w) => seatLabel(t, table, w)).join(', ') })
                : t('dash.nobody')}
        </p>
      )}
      <table className="ws-seats">
        <caption className="sr-only">{t('dash.seatsOf', { n })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dash.player')}</th>
            {scores && <th scope="col">{over ? t('dash.score') : t('dash.scoreSoFar')}</th>}
          </tr>
        </thead>
        <tbody>
          {[...table.seats].sort((a, b) => a.seat - b.seat).map((s) => {
            const mark = seatMark(s.seat);
            return (
              <tr key={s.seat} className={table.active.includes(s.seat) && !over ? 'to-act' : undefined}>
                <th scope="row">
                  <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span>{' '}
                  {seatLabel(t, table, s.seat)}
                  {table.active.includes(s.seat) && !over && <span className="badge">{t('dash.toAct')}</span>}
                  {s.standIn && <span className="badge">{t('dash.standIn')}</span>}
                  {s.kind === 'student' && !s.connected && <span className="ws-away">{t('dash.away')}</span>}
                </th>
                {scores && <td>{scores[s.seat] ?? '—'}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {table.observers.length > 0 && <p className="muted">{t('dash.observers', { count: table.observers.length })}</p>}
      <p className="muted ws-moves">{t('dash.moves', { count: table.moves })}</p>
      {onWatch && table.room && (
        <button type="button" onClick={onWatch} aria-pressed={watching} data-testid={`ws-watch-${table.index}`}>
          {watching ? t('dash.watching') : t('dash.watch')}
        </button>
      )}
    </article>
  );
}
