/** Steps through a match record: the board as a spectator saw it after each move, with the moves in words. */
import { useEffect, useMemo, useState } from 'react';
import * as engine from '../engine-bundle.ts';
import type { MatchRecord } from '../engine-bundle.ts';
import { loadAllLanguages, useT } from '../i18n/index.ts';
import { fixedT, lineInAll } from '../i18n/fixed.ts';
import { textIn } from '../../engine/lang.ts';
import { api, loadKeys } from '../online/api.ts';
import { navigate } from '../router.ts';
import { Table } from './Table.tsx';
import type { LogEntry, TableSnapshot } from './types.ts';
import { logEntry } from './log.ts';
import './texts.ts';

/** One move a second at 1×; the speeds a person may choose. */
export const REPLAY_STEP_MS = 1000;
export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8];

interface Replayed {
  record: MatchRecord;
  states: unknown[];
  log: LogEntry[];
  names: string[];
}

export function replayRecord(record: MatchRecord): Replayed {
  const game = engine.getGame(record.game);
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options, content: record.content });
  const states = [state];
  const log: LogEntry[] = [];
  record.actions.forEach(([seat, action], i) => {
    const view = game.view(state, seat);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`Step ${i + 1} does not replay: ${result.error.message}`);
    state = result.state;
    states.push(state);
    // The public events tell the move in the game's words; a move without any is described instead.
    const events = engine.eventsFor(result.events, 'spectator');
    if (events.length === 0) log.push({ version: i + 1, ...lineInAll('table', 'replay.seatMove', (lang) => ({ n: seat + 1, text: game.describeAction(view, seat, action, lang) })), kind: 'move' });
    for (const e of events) log.push(logEntry(i + 1, e));
  });
  // Steps taken back are part of the match (src/engine/undo.ts): each shows where it happened, in
  // words, now that nothing is secret any more. The check throws on a take-back the rule forbids.
  if (record.undone && record.undone.length > 0) {
    for (const t of engine.checkTakeBacks(game, record)) log.push({ version: t.line, ...lineInAll('table', 'replay.seatTookBack', (lang) => ({ n: t.seat + 1, text: textIn(t.text, t.texts, lang) })), kind: 'undo' });
    log.sort((a, b) => a.version - b.version);
  }
  const metaNames = (record.meta?.names as string[] | undefined) ?? (record.meta?.seats as Array<{ name: string | null; kind: string }> | undefined)?.map((s, i) => (s.name ? `${s.name} (Player ${i + 1})` : `Player ${i + 1}${s.kind === 'bot' ? ' (bot)' : ''}`));
  const names = Array.from({ length: record.players }, (_, i) => metaNames?.[i] ?? `Player ${i + 1}`);
  return { record, states, log, names };
}

export default function ReplayPage({ source, code }: { source: 'local' | 'room'; code?: string }) {
  const { t } = useT('table');
  const [data, setData] = useState<Replayed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  // A finished match hides nothing any more: a debrief can follow any seat's hand, or the public table.
  // `?as=<seat>` opens the replay as that seat sees it (a workshop's debrief links to it).
  const [viewer, setViewer] = useState<'spectator' | number>(() => { const as = Number(new URLSearchParams(location.search).get('as') ?? 'x'); return Number.isInteger(as) && as >= 0 ? as : 'spectator'; });

  useEffect(() => {
    const load = async (): Promise<MatchRecord> => {
      // The replay's log is written in every language at once (lineInAll): their texts first.
      await loadAllLanguages();
      if (source === 'room' && code) return (await api.record(code, loadKeys(code).token ?? undefined)) as MatchRecord;
      const text = localStorage.getItem('crossings.lastRecord');
      if (!text) throw new Error(fixedT('table')('replay.noLocal'));
      return JSON.parse(text) as MatchRecord;
    };
    load().then((r) => {
      const d = replayRecord(r);
      setViewer((v) => (typeof v === 'number' && v >= r.players ? 'spectator' : v));
      setData(d);
      // A replay starts where the game started and plays on from there, rather than opening on the end.
      setStep(0);
    }, (err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [source, code]);

  const snapshot = useMemo<TableSnapshot | null>(() => {
    if (!data) return null;
    const game = engine.getGame(data.record.game);
    const state = data.states[step];
    const over = game.isOver(state);
    return {
      gameId: game.id,
      title: t('replay.title', { title: game.title }),
      players: data.record.players,
      viewer,
      view: game.view(state, viewer),
      legal: [],
      active: over ? [] : game.activeSeats(state),
      outcome: over ? game.outcome(state) : null,
      version: step,
      names: data.names,
      log: data.log.filter((l) => l.version <= step),
      lastEvents: [],
      replay: true,
    };
  }, [data, step, viewer, t]);

  const last = data ? data.states.length - 1 : 0;
  // Playing steps on one move at a time; it stops at the end, and any manual step pauses it.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const t = window.setTimeout(() => setStep((s) => Math.min(last, s + 1)), REPLAY_STEP_MS / speed);
    return () => window.clearTimeout(t);
  }, [playing, step, last, speed]);
  const goTo = (s: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, s)));
  };

  if (error) {
    return (
      <section className="panel" role="alert">
        <h1>{t('replay.heading')}</h1>
        <p>{error}</p>
        <button onClick={() => navigate('/')}>{t('replay.back')}</button>
      </section>
    );
  }
  if (!data || !snapshot) return <p role="status">{t('replay.replaying')}</p>;
  return (
    <Table
      snapshot={snapshot}
      toolbar={
        <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
          <button type="button" onClick={() => goTo(0)} disabled={step === 0} aria-label={t('replay.first')}>«</button>
          <button type="button" onClick={() => goTo(step - 1)} disabled={step === 0} aria-label={t('replay.previous')}>‹</button>
          <button
            type="button"
            className="primary play-pause"
            data-testid="replay-play"
            onClick={() => {
              if (!playing && step >= last) setStep(0);
              setPlaying((p) => !p);
            }}
            aria-label={playing ? t('replay.pause') : t('replay.play')}
          >
            {playing ? `❚❚ ${t('replay.pause')}` : `▶ ${t('replay.play')}`}
          </button>
          <button type="button" onClick={() => goTo(step + 1)} disabled={step === last} aria-label={t('replay.next')}>›</button>
          <button type="button" onClick={() => goTo(last)} disabled={step === last} aria-label={t('replay.last')}>»</button>
          <input type="range" min={0} max={last} value={step} onChange={(e) => goTo(Number(e.target.value))} aria-label={t('replay.moveNumber')} />
          <span data-testid="replay-step">{t('replay.step', { step, last })}</span>
          <label>
            {t('replay.speed')}{' '}
            <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="replay-speed">
              {REPLAY_SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
            </select>
          </label>
          <label>
            {t('replay.watchAs')}{' '}
            <select value={String(viewer)} onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}>
              <option value="spectator">{t('replay.publicTable')}</option>
              {data.names.map((n, i) => <option key={i} value={i}>{n}</option>)}
            </select>
          </label>
        </div>
      }
      onPlayAgain={source === 'local' ? () => navigate(`/play/${data.record.game}?new=1&players=${data.record.players}`) : undefined}
    />
  );
}
