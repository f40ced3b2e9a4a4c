/**
 * The table: seats, the prompt, the game's own board, the legal moves, the log and the end screen.
 * It draws whatever snapshot it is given; local and online play differ only in where moves go.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLang, type Lang, type Seat } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { gameTranslation, localGame, localQuestions } from '../i18n/games.ts';
import { ActionPanel } from './ActionPanel.tsx';
import { autoPassMove, useOnlyMovePreference, type AutoPass } from './auto-pass.ts';
import { EndScreen } from './EndScreen.tsx';
import { useFlip } from './flip.ts';
import { GameLog } from './GameLog.tsx';
import { inLanguage } from './in-language.ts';
import { seatName } from '../seat-names.ts';
import { HowToPlayButton } from './HowToPlay.tsx';
import { seatMark } from './log.ts';
import { promptFor } from './prompt.ts';
import { useBoard } from './useBoard.ts';
import { clickTarget, targetMap } from './targets.ts';
import type { TableSnapshot } from './types.ts';
import './texts.ts';

export interface TableProps {
  snapshot: TableSnapshot;
  /** Plays a move; `label` is its words as the table showed them (a refusal names the move so). */
  onAct?(action: number, label?: string): void;
  /** Takes back this seat's last step; the table offers it exactly when `snapshot.canUndo`. */
  onUndo?(): void;
  /** True while a move is on its way (online), so it is not sent twice. */
  busy?: boolean;
  onPlayAgain?(): void;
  playAgainLabel?: string;
  onReplay?(): void;
  toolbar?: ReactNode;
  notice?: ReactNode;
}

export function Table({ snapshot: given, onAct, onUndo, busy, onPlayAgain, playAgainLabel, onReplay, toolbar, notice }: TableProps) {
  const { t, i18n } = useT('table');
  const lng = i18n.language;
  const lang: Lang = isLang(lng) ? lng : 'en';
  const board = useBoard(given.gameId);
  const { t: tCommon } = useT('common');
  // Every game text below (moves, log, outcome) and every seat's name in the reader's language.
  const snapshot = useMemo(() => {
    const s = inLanguage(given, board, lang);
    return s.seats ? { ...s, names: s.seats.map((who, i) => seatName(tCommon, i, who)) } : s;
  }, [given, board, lang, tCommon]);
  // The game's own words in the reader's language (titles, figures, debrief questions: i18n/games.ts).
  const title = gameTranslation(snapshot.gameId, lng)?.title ?? snapshot.title;
  const catalogue = useMemo(() => localGame({ id: snapshot.gameId, title: snapshot.title, summary: '', catalogue: board?.catalogue }, lng).catalogue, [snapshot.gameId, snapshot.title, board, lng]);
  const words = useMemo(() => {
    const o = board?.outcome;
    // Every end screen offers the game's debrief questions: the board's own, else its catalogue's (the
    // questions a workshop's debrief shows).
    const defaults = board?.catalogue?.debrief?.questions;
    const ask = o?.questions ?? (defaults?.length ? () => defaults : undefined);
    if (!o || !ask) return o;
    return { ...o, questions: (v: unknown) => localQuestions(snapshot.gameId, ask(v, lang), board?.catalogue?.debrief?.questions, lng) };
  }, [board, snapshot.gameId, lng, lang]);
  const [selected, setSelected] = useState<string[]>([]);
  const viewer = snapshot.viewer;
  const seatForWords: Seat = viewer === 'spectator' ? 0 : viewer;

  // A new position clears a half-made choice.
  useEffect(() => setSelected([]), [snapshot.version]);
  // The button just pressed is gone after a move: when focus fell back to the page, put it on the
  // first move offered, so a keyboard player carries on from there instead of from the top.
  const hasMoves = snapshot.legal.length > 0;
  useEffect(() => {
    if (!hasMoves || (document.activeElement && document.activeElement !== document.body)) return;
    // The first move in view, or the heading of the first folded group.
    const first = [...document.querySelectorAll<HTMLElement>('#moves button.action, #moves summary')].find((el) => el.offsetParent !== null);
    first?.focus({ preventScroll: true });
  }, [snapshot.version, hasMoves]);

  const movesGroup = t('movesGroup');
  const classify = useMemo(
    () => (action: number) => (board ? board.classify(snapshot.view, seatForWords, action, lang) : { group: movesGroup }),
    [board, snapshot.view, seatForWords, movesGroup, lang],
  );
  // Every element some legal move involves stays clickable; a click narrows from the current selection.
  const targets = useMemo(() => targetMap(snapshot.legal, classify, []), [snapshot.legal, classify]);

  const prompt = promptFor(snapshot, (seat) => (board ? board.phaseHint(snapshot.view, seat, snapshot.names, lang) : ''), t);
  // A move whose board asks first (ActionClass.confirm): the question waits in the moves panel.
  const [asking, setAsking] = useState<number | null>(null);
  useEffect(() => setAsking(null), [snapshot.version]);
  const act = (action: number, confirmed = false) => {
    if (busy || !onAct) return;
    if (!confirmed && classify(action).confirm) {
      setAsking(action);
      return;
    }
    setAsking(null);
    setSelected([]);
    setAutoNote(null);
    onAct(action, snapshot.legal.find((c) => c.action === action)?.label);
  };
  const askingChoice = asking === null ? undefined : snapshot.legal.find((c) => c.action === asking);

  // Auto-pass: a client preference that sends the real pass action (auto-pass.ts).
  const [onlyMove, setOnlyMove] = useOnlyMovePreference();
  const [passRound, setPassRound] = useState<string | null>(null);
  // Why the table last passed by itself (said in the current language when shown).
  const [autoNote, setAutoNote] = useState<AutoPass['why'] | null>(null);
  const round = board?.roundKey && !snapshot.outcome ? board.roundKey(snapshot.view) : null;
  useEffect(() => {
    if (passRound !== null && round !== passRound) setPassRound(null);
  }, [round, passRound]);
  const canAct = !!onAct && !!board && !snapshot.replay && !snapshot.outcome;
  const auto = canAct && hasMoves ? autoPassMove(snapshot.legal, classify, { onlyMove, passRound }, round) : null;
  const passedAt = useRef(-1);
  useEffect(() => {
    if (!auto || busy || !onAct || passedAt.current === snapshot.version) return;
    passedAt.current = snapshot.version;
    setSelected([]);
    setAutoNote(auto.why);
    onAct(auto.action, snapshot.legal.find((c) => c.action === auto.action)?.label);
  }, [auto, busy, onAct, snapshot.version, snapshot.legal]);
  const passOffered = canAct && snapshot.legal.some((c) => classify(c.action).pass === true);

  const boardArea = useRef<HTMLDivElement>(null);
  useFlip(boardArea, snapshot.version);
  const onTarget = (key: string) => {
    const next = clickTarget(snapshot.legal, classify, selected, key);
    if (next.act !== undefined) act(next.act);
    else setSelected(next.selected);
  };

  return (
    <div className={`table table-${snapshot.gameId}${snapshot.outcome ? ' over' : ''}`} data-version={snapshot.version}>
      {hasMoves && onAct && <a className="skip-link" href="#moves">{t('skipToMoves')}</a>}
      <div className="table-head">
        <h1>{title}</h1>
        <div className="toolbar">
          {toolbar}
          <HowToPlayButton gameId={snapshot.gameId} title={title} pictures={board?.pictures} />
        </div>
      </div>
      <ul className="seats" aria-label={t('players')}>
        {snapshot.names.map((name, seat) => {
          const mark = seatMark(seat);
          const active = !snapshot.ended && snapshot.active.includes(seat);
          return (
            <li key={seat} className={`seat-chip${active ? ' active' : ''}${seat === viewer ? ' me' : ''}`} style={{ borderColor: mark.colour }}>
              <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span>
              <span>{name}</span>
              {active && <span className="badge">{seat === viewer && !snapshot.replay ? t('yourMove') : t('toMove')}</span>}
            </li>
          );
        })}
      </ul>
      {notice}
      <div className={`prompt${prompt.yourTurn ? ' your-turn' : ''}`} role="status" aria-live="polite" data-testid="prompt">
        <strong>{prompt.heading}</strong> <span>{prompt.detail}</span>
        {/* Once the game is over, what the table passed earlier is no news. */}
        {(autoNote || passRound !== null) && !snapshot.outcome && (
          <span className="auto-note" data-testid="auto-pass-note">
            {passRound !== null ? ` ${t('autoPass.passing')} ` : ` ${t(autoNote === 'only-move' ? 'autoPass.onlyMove' : 'autoPass.thisRound')} `}
            {passRound !== null && <button type="button" className="link" onClick={() => setPassRound(null)}>{t('autoPass.stop')}</button>}
          </span>
        )}
      </div>
      {snapshot.outcome && (
        <EndScreen
          outcome={snapshot.outcome}
          names={snapshot.names}
          view={snapshot.view}
          words={words}
          catalogue={catalogue}
          lang={lang}
          onPlayAgain={onPlayAgain}
          playAgainLabel={playAgainLabel}
          onReplay={onReplay}
          announce={!snapshot.replay}
        />
      )}
      <div className="table-body">
        <div className="board-area" ref={boardArea}>
          {board ? (
            <board.Board snapshot={snapshot} targets={targets} selected={selected} onTarget={onTarget} lang={lang} />
          ) : (
            <p role="status">{t('layingOut')}</p>
          )}
        </div>
        <aside className="side">
          {onUndo && snapshot.canUndo && !snapshot.outcome && <UndoBar onUndo={onUndo} disabled={busy} />}
          {onAct && board && (
            <ActionPanel
              legal={snapshot.legal}
              classify={classify}
              selected={selected}
              onAct={act}
              confirm={askingChoice ? { question: classify(askingChoice.action).confirm ?? '', label: askingChoice.label, onYes: () => act(askingChoice.action, true), onNo: () => setAsking(null) } : undefined}
              onClearSelection={() => setSelected([])}
              disabled={busy}
              footer={passOffered ? (
                <div className="auto-pass" role="group" aria-label={t('autoPass.group')}>
                  <label>
                    <input type="checkbox" checked={onlyMove} onChange={(e) => setOnlyMove(e.target.checked)} /> {t('autoPass.onlyMovePreference')}
                  </label>
                  {round !== null && (
                    <button type="button" onClick={() => setPassRound(round)} data-testid="pass-round">
                      {t('autoPass.passRound')}
                    </button>
                  )}
                </div>
              ) : undefined}
            />
          )}
          <GameLog entries={snapshot.log} />
        </aside>
      </div>
    </div>
  );
}

/**
 * "Undo", offered exactly while this seat may take back its last step: nothing was drawn, rolled or
 * revealed by it and nobody has moved since (src/engine/undo.ts). A plain button, so Tab reaches it.
 */
function UndoBar({ onUndo, disabled }: { onUndo(): void; disabled?: boolean }) {
  const { t } = useT('table');
  return (
    <div className="undo-bar">
      <button type="button" className="undo" onClick={onUndo} disabled={disabled} data-testid="undo">
        {t('undo.button')}
      </button>
      <span className="muted">{t('undo.hint')}</span>
    </div>
  );
}
