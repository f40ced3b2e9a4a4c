/** A game against bots, run entirely in this browser. Saved after every move; a reload resumes it. */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Strength } from '../../bots/index.ts';
import * as engine from '../engine-bundle.ts';
import { useT } from '../i18n/index.ts';
import { fixedT } from '../i18n/fixed.ts';
import { navigate } from '../router.ts';
import { useModalDialog } from '../modal-dialog.ts';
import { Table } from '../table/Table.tsx';
import type { TableSnapshot } from '../table/types.ts';
import { askBot } from './bot-client.ts';
import { decide, LocalMatch, parseSaved, STORAGE_KEY, type BotSeat, type SavedLocalMatch } from './match.ts';
import './texts.ts';

const makeBot = (kind: BotSeat['kind'], strength: Strength) => engine.createBot(kind, { strength });
/** Words said from callbacks, in the language of the moment (a `t` from the hook would restart the match when the language changes). */
const tl = (key: string, values: Record<string, unknown> = {}): string => fixedT('local')(key, values);

/** Local bot strengths: easy and medium are the heuristic bot; hard searches (ISMCTS). */
export function botFor(strength: Strength): BotSeat {
  return strength === 'hard' ? { kind: 'ismcts', strength: 'easy' } : { kind: 'heuristic', strength };
}

function params() {
  const q = new URLSearchParams(location.search);
  return {
    players: Number(q.get('players')) || 0,
    strength: (['easy', 'medium', 'hard'].includes(q.get('strength') ?? '') ? q.get('strength') : 'easy') as Strength,
    name: q.get('name') || 'You',
    // Bots wait a moment so a person can follow; ?fast=1 (tests) lets them move as soon as they decide.
    delay: q.get('fast') === '1' ? 0 : 700,
    seed: q.get('seed') !== null ? Number(q.get('seed')) : Math.floor(Math.random() * 2 ** 31),
    options: parseOptions(q.get('options')),
  };
}

function parseOptions(text: string | null): Record<string, unknown> {
  try {
    const o = JSON.parse(text ?? '{}') as unknown;
    return o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function newSetup(gameId: string, players: number, strength: Strength, name: string, seed: number, options: Record<string, unknown> = {}): SavedLocalMatch {
  return {
    format: 'crossings-local/1',
    game: gameId,
    options,
    players,
    seed,
    human: 0,
    bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : botFor(strength))),
    playerName: name,
    actions: [],
  };
}

export default function LocalPage({ game: gameId }: { game: string }) {
  const { t } = useT('local');
  const [snapshot, setSnapshot] = useState<TableSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const match = useRef<LocalMatch | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const opts = useRef(params());

  const publish = useCallback(() => {
    const m = match.current;
    if (!m) return;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(m.save()));
    setSnapshot(m.snapshot());
  }, []);

  // Bots move one at a time, each deciding in the bot worker, after a short pause so a person can
  // follow, until the person's seat is asked to act. A late answer for an old position is dropped.
  const runBots = useCallback(() => {
    window.clearTimeout(timer.current);
    const m = match.current;
    const task = m?.botTask();
    if (!m || !task) return;
    const started = Date.now();
    askBot(m.game, task, () => decide(m.game, makeBot(task.spec.kind, task.spec.strength), task)).then(
      (action) => {
        timer.current = window.setTimeout(() => {
          if (match.current !== m || m.version !== task.version) return;
          if (!m.apply(task.seat, action)) {
            setError(tl('error.botRefused', { action }));
            return;
          }
          publish();
          runBots();
        }, Math.max(0, opts.current.delay - (Date.now() - started)));
      },
      (err: unknown) => setError(tl('error.botFailed', { reason: String(err) })),
    );
  }, [publish]);

  const start = useCallback((saved: SavedLocalMatch) => {
    let game;
    try {
      game = engine.getGame(saved.game);
    } catch {
      setError(tl('error.noGame', { game: saved.game }));
      return;
    }
    try {
      match.current = LocalMatch.restore(game, saved, makeBot);
    } catch (err) {
      setError(tl('error.cannotSetUp', { reason: err instanceof Error ? err.message : String(err) }));
      return;
    }
    const issue = match.current.restoreIssue;
    setNotice(issue && (issue.kind === 'undone' ? tl('restore.undone', { reason: issue.reason }) : tl('restore.stopped', { step: issue.step, of: issue.of })));
    publish();
    runBots();
  }, [publish, runBots]);

  useEffect(() => {
    const o = (opts.current = params());
    const saved = parseSaved(localStorage.getItem(STORAGE_KEY));
    let game;
    try {
      game = engine.getGame(gameId);
    } catch {
      setError(tl('error.noGame', { game: gameId }));
      return;
    }
    const resume = saved && saved.game === gameId && !new URLSearchParams(location.search).has('new');
    if (resume) start(saved);
    else {
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, o.players || Math.min(3, game.maxPlayers)));
      start(newSetup(gameId, players, o.strength, o.name, o.seed, o.options));
      // Drop ?new so that a reload resumes this match instead of starting another.
      history.replaceState(null, '', `/play/${gameId}${location.search.replace(/([?&])new=1&?/, '$1').replace(/[?&]$/, '')}`);
    }
    return () => {
      // Leaving the page stops the bots: a late answer finds no match and is dropped, so it cannot
      // save a game the person has just left.
      window.clearTimeout(timer.current);
      match.current = null;
    };
  }, [gameId, start]);

  if (error) {
    return (
      <section className="panel" role="alert">
        <h1>{t('error.title')}</h1>
        <p>{error}</p>
        <button onClick={() => navigate('/')}>{t('error.back')}</button>
      </section>
    );
  }
  if (!snapshot || !match.current) return <p role="status">{t('settingUp')}</p>;
  const m = match.current;
  const playAgain = () => {
    const s = m.setup;
    const bot = s.bots.find((b) => b !== null);
    const strength: Strength = !bot ? 'easy' : bot.kind === 'ismcts' ? 'hard' : bot.strength;
    start(newSetup(s.game, s.players, strength, s.playerName, Math.floor(Math.random() * 2 ** 31), s.options ?? {}));
  };
  return (
    <Table
      snapshot={snapshot}
      notice={notice ? <p className="error" role="alert">{notice}</p> : undefined}
      onAct={(action) => {
        setNotice(null);
        if (!m.apply(m.setup.human, action)) {
          setError(t('error.moveRefused', { action }));
          return;
        }
        publish();
        runBots();
      }}
      onUndo={() => {
        if (!m.undo()) {
          // A bot moved in the same moment: the step is no longer the last one.
          setNotice(t('cannotUndo'));
          publish();
          return;
        }
        setNotice(null);
        publish();
        // A bot that was thinking about the position after the move finds the match moved on (its
        // version only grows) and drops its answer; the bots due now are asked again.
        runBots();
      }}
      onPlayAgain={playAgain}
      onReplay={() => {
        localStorage.setItem('crossings.lastRecord', JSON.stringify(m.record()));
        navigate('/replay/local');
      }}
      toolbar={
        <LeaveGame
          title={snapshot.title}
          over={snapshot.outcome !== null}
          onDiscard={() => {
            // The bots stop first, so no late answer saves the game again after it is gone.
            window.clearTimeout(timer.current);
            match.current = null;
            localStorage.removeItem(STORAGE_KEY);
          }}
        />
      }
    />
  );
}

/**
 * The toolbar's "Leave game": it asks first, so a slip of the finger ends nothing. The game is saved
 * after every move, so keeping it only goes home, where "Continue it" takes it up again; discarding
 * deletes the save. A native modal dialog: focus moves into it and back to the button, Escape is "stay".
 */
export function LeaveGame({ title, over, onDiscard }: { title: string; over: boolean; onDiscard(): void }) {
  const { dialog, opener, first, open, close, dialogProps } = useModalDialog();
  const id = useId();
  const { t } = useT('local');
  const leave = (discard: boolean) => {
    dialog.current?.close?.();
    if (discard) onDiscard();
    navigate('/');
  };
  return (
    <>
      <button ref={opener} type="button" onClick={open} aria-haspopup="dialog" data-testid="leave-game">
        {t('leave.button')}
      </button>
      <dialog
        {...dialogProps}
        className="leave-dialog"
        data-testid="leave-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>{t('leave.title')}</h2>
        <p id={`${id}-text`}>
          {t(over ? 'leave.over' : 'leave.saved', { title })}
        </p>
        <div className="button-row">
          <button ref={first} type="button" className="primary" onClick={() => leave(false)}>{t('leave.keep')}</button>
          <button type="button" className="danger" onClick={() => leave(true)}>{t('leave.discard')}</button>
          <button type="button" onClick={close}>{t('leave.stay')}</button>
        </div>
      </dialog>
    </>
  );
}
