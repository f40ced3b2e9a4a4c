/**
 * The waiting room's tables as columns, rearranged before the start: by drag and drop, or by
 * keyboard — pick a student up with Enter or Space, move them with the arrow keys (left and right:
 * another table; up and down: another seat) or the "Move to table…" menu, put them down with Enter,
 * Space or Escape. Every move is said in a polite live region.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/index.ts';
import type { Dashboard } from './api.ts';

export interface Column {
  players: string[];
  observers: string[];
}

/** The tables as the dashboard has them (students in seat order); anyone not placed joins the last table. */
export function columnsOf(dash: Dashboard): Column[] {
  const cols: Column[] = [...dash.tables]
    .sort((a, b) => a.index - b.index)
    .map((t) => ({
      players: [...t.seats].sort((a, b) => a.seat - b.seat).filter((s) => s.kind === 'student' && s.studentId).map((s) => s.studentId as string),
      observers: [...t.observers],
    }));
  const placed = new Set(cols.flatMap((c) => [...c.players, ...c.observers]));
  const loose = dash.students.filter((s) => !placed.has(s.id)).map((s) => s.id);
  if (loose.length > 0) {
    if (cols.length === 0) cols.push({ players: [], observers: [] });
    cols[cols.length - 1].players.push(...loose);
  }
  return cols;
}

/** Moves a student to table `to` (a new table when `to` is past the last), as a player while a seat is free, else watching. */
export function moveStudent(cols: Column[], id: string, to: number, maxPlayers: number): Column[] {
  const next = cols.map((c) => ({ players: c.players.filter((p) => p !== id), observers: c.observers.filter((p) => p !== id) }));
  while (next.length <= to) next.push({ players: [], observers: [] });
  if (next[to].players.length < maxPlayers) next[to].players.push(id);
  else next[to].observers.push(id);
  return next.filter((c) => c.players.length + c.observers.length > 0);
}

/** Moves a student one seat up or down within their table. */
export function reorderStudent(cols: Column[], id: string, delta: -1 | 1): Column[] {
  return cols.map((c) => {
    const i = c.players.indexOf(id);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= c.players.length) return c;
    const players = [...c.players];
    [players[i], players[j]] = [players[j], players[i]];
    return { ...c, players };
  });
}

export function tableOf(cols: Column[], id: string): number {
  return cols.findIndex((c) => c.players.includes(id) || c.observers.includes(id));
}

interface Props {
  dashboard: Dashboard;
  maxPlayers: number;
  /** Sends the new plan; resolves when the server has it (rejects with its refusal). */
  onArrange(tables: string[][], observers: Array<{ studentId: string; table: number }>): Promise<void>;
}

export function Arrangement({ dashboard, maxPlayers, onArrange }: Props) {
  const { t } = useT('workshop');
  const [local, setLocal] = useState<Column[] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const cols = local ?? columnsOf(dashboard);
  const names = new Map(dashboard.students.map((s) => [s.id, s.nickname]));
  const nameOf = (id: string) => names.get(id) ?? id;
  // Before the start nobody sits at a room, so whether a student is connected is not known here
  // (the dashboard's `connected` is a seat's socket): the chips do not claim anyone is away.
  // The bots the server will seat at each table, as it plans them (not while a move is on its way).
  const bots = local ? null : [...dashboard.tables].sort((a, b) => a.index - b.index).map((x) => x.seats.filter((s) => s.kind === 'bot').length);

  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    [...(box.current?.querySelectorAll<HTMLElement>('[data-student]') ?? [])].find((el) => el.dataset.student === id)?.focus();
  });

  const apply = (next: Column[], id: string, words: string) => {
    setLocal(next);
    setSaid(words);
    setError(null);
    focusAfter.current = id;
    const observers = next.flatMap((c, table) => c.observers.map((studentId) => ({ studentId, table })));
    onArrange(next.map((c) => c.players), observers).then(
      () => setLocal(null),
      (err: unknown) => {
        setLocal(null);
        setError(t('arrange.refused', { reason: err instanceof Error ? err.message : String(err) }));
      },
    );
  };

  const moveTo = (id: string, to: number) => {
    const from = tableOf(cols, id);
    if (to < 0 || to === from) return;
    // A new table needs someone left behind at the old one, or it changes nothing.
    if (to >= cols.length && cols[from] && cols[from].players.length + cols[from].observers.length <= 1) return;
    const next = moveStudent(cols, id, to, maxPlayers);
    const at = tableOf(next, id);
    const watching = next[at].observers.includes(id);
    apply(next, id, watching
      ? t('arrange.movedWatching', { name: nameOf(id), table: at + 1 })
      : t('arrange.moved', { name: nameOf(id), table: at + 1, seat: next[at].players.indexOf(id) + 1 }));
  };

  const reorder = (id: string, delta: -1 | 1) => {
    const next = reorderStudent(cols, id, delta);
    const at = tableOf(next, id);
    const seat = next[at].players.indexOf(id);
    if (seat < 0 || (cols[at].players.indexOf(id) === seat)) return;
    apply(next, id, t('arrange.moved', { name: nameOf(id), table: at + 1, seat: seat + 1 }));
  };

  const onKey = (e: KeyboardEvent, id: string) => {
    if (picked !== id) return;
    const from = tableOf(cols, id);
    if (e.key === 'ArrowLeft') moveTo(id, from - 1);
    else if (e.key === 'ArrowRight') moveTo(id, from + 1);
    else if (e.key === 'ArrowUp') reorder(id, -1);
    else if (e.key === 'ArrowDown') reorder(id, 1);
    else if (e.key === 'Escape') {
      setPicked(null);
      setSaid(t('arrange.dropped', { name: nameOf(id), table: from + 1 }));
    } else return;
    e.preventDefault();
  };

  const toggle = (id: string) => {
    if (picked === id) {
      setPicked(null);
      setSaid(t('arrange.dropped', { name: nameOf(id), table: tableOf(cols, id) + 1 }));
    } else {
      setPicked(id);
      setSaid(t('arrange.picked', { name: nameOf(id), table: tableOf(cols, id) + 1 }));
    }
  };

  const drop = (to: number) => {
    if (dragging) moveTo(dragging, to);
    setDragging(null);
  };

  const chip = (id: string, role: 'player' | 'observer', seat: number) => (
    <li key={id} className="ws-chip-row">
      <button
        type="button"
        className={`ws-chip${picked === id ? ' picked' : ''}${role === 'observer' ? ' observer' : ''}`}
        data-student={id}
        aria-pressed={picked === id}
        aria-describedby="ws-arrange-help"
        draggable
        onDragStart={(e) => { setDragging(id); e.dataTransfer?.setData('text/plain', id); }}
        onDragEnd={() => setDragging(null)}
        onClick={() => toggle(id)}
        onKeyDown={(e) => onKey(e, id)}
      >
        <span className="ws-seat-no">{role === 'observer' ? t('arrange.watchingTag') : t('arrange.seatTag', { seat: seat + 1 })}</span>
        <span className="ws-chip-name">{nameOf(id)}</span>
        {picked === id && <span className="ws-picked-tag">{t('arrange.pickedTag')}</span>}
      </button>
    </li>
  );

  const targets = cols.length + 1;
  return (
    <div className="ws-arrange" ref={box}>
      <p id="ws-arrange-help" className="muted ws-hint">{t('arrange.help')}</p>
      {picked && tableOf(cols, picked) >= 0 && (
        <div className="ws-move-menu">
          <label>
            {t('arrange.moveTo', { name: nameOf(picked) })}{' '}
            <select
              value=""
              data-testid="ws-move-select"
              onChange={(e) => { if (e.target.value !== '') moveTo(picked, Number(e.target.value)); }}
            >
              <option value="">{t('arrange.choose')}</option>
              {Array.from({ length: targets }, (_, i) => i).filter((i) => i !== tableOf(cols, picked)).map((i) => (
                <option key={i} value={i}>{i < cols.length ? t('arrange.tableN', { n: i + 1 }) : t('arrange.newTable')}</option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="ws-columns">
        {cols.map((c, i) => (
          <section
            key={i}
            className={`ws-column${dragging ? ' drop-ok' : ''}`}
            aria-labelledby={`ws-col-${i}`}
            data-testid={`ws-column-${i}`}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => { e.preventDefault(); drop(i); }}
          >
            <h3 id={`ws-col-${i}`}>{t('arrange.tableN', { n: i + 1 })} <span className="muted">{t('arrange.count', { count: c.players.length })}</span></h3>
            <ol className="ws-chips">{c.players.map((id, seat) => chip(id, 'player', seat))}</ol>
            {(bots?.[i] ?? 0) > 0 && <p className="muted ws-bots" data-testid={`ws-bots-${i}`}>{t('arrange.bots', { count: bots?.[i] ?? 0 })}</p>}
            {c.observers.length > 0 && (
              <>
                <h4>{t('arrange.watching')}</h4>
                <ul className="ws-chips">{c.observers.map((id) => chip(id, 'observer', 0))}</ul>
              </>
            )}
          </section>
        ))}
        <section
          className={`ws-column ws-new-column${dragging ? ' drop-ok' : ''}`}
          aria-label={t('arrange.newTable')}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => { e.preventDefault(); drop(cols.length); }}
        >
          <h3>{t('arrange.newTable')}</h3>
          <p className="muted">{t('arrange.newTableHelp')}</p>
        </section>
      </div>
      <p className="sr-only" aria-live="polite" role="status" data-testid="ws-announce">{said}</p>
      {error && <p role="alert" className="error">{error}</p>}
    </div>
  );
}
