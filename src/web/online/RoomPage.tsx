/** An online room: lobby (invite, seats, start), then the table, for players and spectators. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Trans } from 'react-i18next';
import type { Variant } from '../../engine/types.ts';
import { useT } from '../i18n/index.ts';
import { fixedT } from '../i18n/fixed.ts';
import { navigate } from '../router.ts';
import { loadGame } from '../games.ts';
import { Table } from '../table/Table.tsx';
import { TurnClock } from './TurnClock.tsx';
import type { TableSnapshot } from '../table/types.ts';
import { seatMark } from '../table/log.ts';
import { api, ApiError, cleanPlayerName, forgetSeat, loadKeys, saveKeys, type RoomInfo, type RoomSeat } from './api.ts';
import { GiveUpSeat } from './GiveUpSeat.tsx';
import { JoinCodeForm } from './JoinCodeForm.tsx';
import { NameField, nameStatus } from './NameField.tsx';
import { useRoom } from './useRoom.ts';
import { WorkshopBanner } from '../workshop/WorkshopBanner.tsx';
import { optionWords, otherOptionNames, timerWords } from './words.ts';
import { seatName, type SeatWho } from '../seat-names.ts';

/** A room's seat as the table names it (seat-names.ts): "Player N" is in every name, as in the game's own texts. */
export function roomSeatWho(s: RoomSeat, mine: boolean): SeatWho {
  if (s.kind === 'human') return { kind: 'human', name: s.name, you: mine, standIn: s.standIn !== null };
  if (s.kind === 'bot') return { kind: 'bot', bot: s.bot?.kind, strength: s.bot?.strength ?? 'medium' };
  return { kind: 'open' };
}

export default function RoomPage({ code }: { code: string }) {
  const [keys, setKeys] = useState(() => loadKeys(code));
  const [info, setInfo] = useState<RoomInfo | null>(null);
  const [loadError, setLoadError] = useState<{ missing: boolean; message: string } | null>(null);
  const [watch, setWatch] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Whether the room's socket has brought the room (its welcome): the info asked for beside it then adds nothing. */
  const roomFromSocket = useRef(false);
  const { t } = useT('online');
  const { t: tCommon } = useT('common');

  useEffect(() => {
    setLoadError(null);
    // Words taken in the language of the moment, so that a new language does not ask for the room again.
    const tr = fixedT('online');
    api.room(code, loadKeys(code).token).then((found) => {
      // A seat's socket brought the room already (its welcome, usually first: early-room.ts): the same room,
      // and setting it again would only draw the whole table once more, a long task on a slow phone.
      if (!roomFromSocket.current) setInfo(found);
    }, (err: unknown) => setLoadError(err instanceof ApiError && err.code === 'NO_SUCH_ROOM'
      ? { missing: true, message: tr('room.noRoom', { code }) }
      : { missing: false, message: tr('room.loadFailed', { reason: String(err instanceof Error ? err.message : err) }) }));
  }, [code, attempt]);

  const needsChoice = !keys.token && !watch && info?.status === 'lobby' && info.seats.some((s) => s.kind === 'open');
  const [notice, setNotice] = useState<string | null>(null);
  const onBadToken = useCallback(() => {
    forgetSeat(code);
    setKeys(loadKeys(code));
    setWatch(true);
    setNotice(fixedT('online')('room.lostSeat'));
  }, [code]);
  // A seat's token opens the connection at once, beside the room's info: its welcome brings the room too, so a
  // returning player's table does not wait a round trip for the info first (docs/performance.md, "Round trips on a phone").
  const conn = useRoom(code, keys.token, !loadError && (!!keys.token || (!!info && !needsChoice)), onBadToken);
  const room = conn.room ?? info;
  roomFromSocket.current = conn.room !== null;

  if (loadError) {
    // Not a dead end: another code can be tried right here, without going back home.
    return (
      <section className="panel join-room" aria-labelledby="room-missing-title">
        <h1 id="room-missing-title">{t('room.title', { code })}</h1>
        <p role="alert" className="error" data-testid="room-error"><span aria-hidden="true">⚠ </span>{loadError.message}</p>
        {!loadError.missing && <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t('room.tryAgain')}</button>}
        <h2>{t('room.joinTitle')}</h2>
        <JoinCodeForm
          id="room-retry-code"
          initial={loadError.missing ? code : ''}
          onFound={(found) => (found === code ? setAttempt((n) => n + 1) : navigate(`/room/${found}`))}
        />
        <div className="button-row">
          <button type="button" onClick={() => navigate('/')}>{t('room.back')}</button>
        </div>
      </section>
    );
  }
  if (!room) return <p role="status">{t('room.finding', { code })}</p>;
  if (needsChoice) return <JoinForm room={room} onJoined={(k) => { saveKeys(code, k); setKeys(loadKeys(code)); }} onWatch={() => setWatch(true)} />;

  const mySeat = conn.seat;
  const seats = room.seats.map((s) => roomSeatWho(s, s.index === mySeat));
  const names = seats.map((who, i) => seatName(tCommon, i, who));
  if (room.status === 'lobby' || !conn.game) {
    return <Lobby room={room} keys={keys} names={names} connected={conn.connected} />;
  }
  // Play ended by the facilitator: the table stands still for good, which is not a pause.
  const ended = room.workshop?.ended === true && room.status !== 'finished';
  const paused = room.workshop?.paused === true || ended;
  const snapshot: TableSnapshot = {
    gameId: room.game,
    title: room.title,
    players: room.players,
    viewer: mySeat ?? 'spectator',
    view: conn.game.view,
    // While the facilitator pauses the class no move is offered (the server would refuse it: PAUSED).
    legal: paused ? [] : conn.game.legal,
    // Nobody is to move at a table play was ended on (the board's own "to move" marks included).
    active: ended ? [] : conn.game.active,
    outcome: conn.game.outcome,
    version: conn.game.version,
    names,
    seats,
    log: conn.game.log,
    lastEvents: conn.game.lastEvents,
    canUndo: conn.game.canUndo && !paused,
    paused,
    ended,
  };
  return (
    <Table
      snapshot={snapshot}
      onAct={mySeat === null || paused ? undefined : conn.send}
      onUndo={mySeat === null || paused ? undefined : conn.undo}
      busy={conn.pending}
      onReplay={room.status === 'finished' ? () => navigate(`/replay/room/${code}`) : undefined}
      onPlayAgain={() => navigate('/')}
      playAgainLabel={t('room.back')}
      toolbar={
        <>
          <span className="room-code">{t('room.code')} <strong>{code}</strong>{mySeat === null ? ` · ${t('room.watching')}` : ''}</span>
          {room.seeded && <span className="badge" title={t('room.seededTitle')}>{t('room.seededBadge')}</span>}
          <span className={`conn ${conn.connected ? 'on' : 'off'}`}>{conn.connected ? t('room.connected') : t('room.reconnecting')}</span>
          <TurnClock deadline={conn.game.deadline} mine={mySeat !== null && conn.game.active.includes(mySeat)} />
          <WorkshopBanner room={room} />
        </>
      }
      notice={conn.error || notice ? <p className="error" role="alert">{conn.error ?? notice}</p> : undefined}
    />
  );
}

/** Every seat is told when the host chose the seed: whoever knows it can work out the hidden cards. */
function SeededNotice({ room }: { room: RoomInfo }) {
  const { t } = useT('online');
  if (!room.seeded) return null;
  return (
    <p className="notice" data-testid="seeded-notice">
      <Trans t={t} i18nKey="room.seededNotice" components={{ strong: <strong /> }} />
    </p>
  );
}

function JoinForm({ room, onJoined, onWatch }: { room: RoomInfo; onJoined(k: { token: string; seat: number; name: string }): void; onWatch(): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useT('online');
  const nameInput = useRef<HTMLInputElement>(null);
  const open = room.seats.filter((s) => s.kind === 'open').length;
  const join = async () => {
    if (nameStatus(name).tooLong) {
      nameInput.current?.focus();
      return;
    }
    const guest = cleanPlayerName(name) || t('joinRoom.guestName');
    try {
      const res = await api.join(room.code, guest);
      onJoined({ token: res.token, seat: res.seat, name: guest });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="panel join-room" aria-labelledby="join-room-title">
      <h1 id="join-room-title">{t('joinRoom.title', { title: room.title, code: room.code })}</h1>
      <p data-testid="open-seats">
        {t('joinRoom.openSeats', { count: open })}
      </p>
      <RoomFacts room={room} />
      <SeededNotice room={room} />
      <form className="inline-form join-seat" onSubmit={(e) => { e.preventDefault(); void join(); }}>
        <NameField ref={nameInput} id="player-name" value={name} onChange={setName} placeholder={t('joinRoom.guestName')} />
        <button type="submit" className="primary">{t('joinRoom.takeSeat')}</button>
        <button type="button" onClick={onWatch}>{t('joinRoom.watch')}</button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}

/** The game's variants and default options, from its catalogue (loaded lazily: no game's rules are in the home page's chunk). */
function useGameOptions(gameId: string): { variants: Variant[]; defaults: Record<string, unknown> } | null {
  const [words, setWords] = useState<{ variants: Variant[]; defaults: Record<string, unknown> } | null>(null);
  useEffect(() => {
    let live = true;
    // Only this game's rules, in its own chunk (src/web/games.ts). A game this client does not carry
    // (a server with extra games) has its options unnamed.
    loadGame(gameId).then(
      (g) => {
        const found = g ? { variants: g.catalogue?.variants ?? [], defaults: (g.defaultOptions ?? {}) as Record<string, unknown> } : { variants: [], defaults: {} };
        if (live) setWords(found);
      },
      () => { if (live) setWords({ variants: [], defaults: {} }); },
    );
    return () => { live = false; };
  }, [gameId]);
  return words;
}

/** What was chosen for the room, in words: the game's options and the turn timer (both public; the seed never is). */
export function RoomFacts({ room }: { room: RoomInfo }) {
  const { t } = useT('online');
  const game = useGameOptions(room.game);
  const options = game ? optionWords(game.variants, room.options, game.defaults) : null;
  const others = game ? otherOptionNames(game.variants, room.options, game.defaults) : [];
  const timer = room.turnTimer ?? null;
  return (
    <dl className="room-facts" data-testid="room-facts">
      <div>
        <dt>{t('facts.options')}</dt>
        <dd data-testid="room-options">
          {options === null ? t('facts.loading')
            : options.length === 0 && others.length === 0 ? t('facts.standard')
              : [...options.map((o) => t('facts.option', { label: o.label, value: o.value })), ...(others.length ? [t('facts.alsoSet', { names: others.join(', ') })] : [])].join(' · ')}
          {room.customContent && ` · ${t('facts.customContent')}`}
        </dd>
      </div>
      <div>
        <dt>{t('facts.timer')}</dt>
        <dd data-testid="room-timer">
          {timer ? t('facts.timerWithNote', { timer: timerWords(timer, t) }) : timerWords(timer, t)}
        </dd>
      </div>
    </dl>
  );
}

function Lobby({ room, keys, names, connected }: { room: RoomInfo; keys: ReturnType<typeof loadKeys>; names: string[]; connected: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [projecting, setProjecting] = useState(false);
  const { t } = useT('online');
  const link = `${location.origin}/room/${room.code}`;
  const open = room.seats.filter((s) => s.kind === 'open').length;
  const start = async (fill: boolean) => {
    if (!keys.hostToken) return;
    try {
      await api.start(room.code, keys.hostToken, fill ? { kind: 'heuristic', strength: 'easy' } : undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const inLobby = room.status === 'lobby';
  return (
    <section className={`panel lobby${projecting ? ' projecting' : ''}`} aria-labelledby="lobby-title">
      <h1 id="lobby-title">{t('lobby.title', { title: room.title })} <span data-testid="room-code">{room.code}</span></h1>
      {inLobby ? (
        <>
          {projecting && <ClassView room={room} link={link} open={open} />}
          <div className="invite">
            <div className="invite-text">
              <p><Trans t={t} i18nKey="lobby.share" values={{ code: room.code }} components={{ strong: <strong className="invite-code" /> }} /></p>
              <div className="inline-form">
                <input readOnly value={link} aria-label={t('lobby.inviteLink')} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false)); }}>
                  {copied ? t('lobby.copied') : t('lobby.copy')}
                </button>
              </div>
              <div className="button-row">
                <button type="button" aria-pressed={projecting} onClick={() => setProjecting((p) => !p)} data-testid="class-view-toggle">
                  {t('lobby.showClass')}
                </button>
              </div>
            </div>
            {!projecting && (
              <QRCodeSVG
                value={link}
                size={136}
                level="M"
                marginSize={4}
                className="invite-qr"
                role="img"
                aria-label={t('lobby.qr', { link })}
                data-testid="invite-qr"
              />
            )}
          </div>
        </>
      ) : (
        <p role="status">{t('lobby.starting')}</p>
      )}
      <RoomFacts room={room} />
      <SeededNotice room={room} />
      <h2>{t('lobby.seats')}</h2>
      {inLobby && open > 0 && <p className="muted" data-testid="open-seats">{t('lobby.waiting', { count: open })}</p>}
      <ul className="lobby-seats">
        {room.seats.map((s) => {
          const mark = seatMark(s.index);
          return (
            <li key={s.index} className={`lobby-seat ${s.kind}`}>
              <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span>
              <span>{names[s.index]}</span>
              {s.kind === 'human' && <span className={`conn ${s.connected ? 'on' : 'off'}`}>{s.connected ? t('lobby.here') : t('lobby.away')}</span>}
            </li>
          );
        })}
      </ul>
      {room.spectators > 0 && <p className="muted">{t('lobby.spectators', { count: room.spectators })}</p>}
      {keys.hostToken ? (
        <div className="button-row">
          <button type="button" className="primary" disabled={open > 0} onClick={() => void start(false)}>{t('lobby.start')}</button>
          {open > 0 && (
            <button type="button" onClick={() => void start(true)}>
              {t('lobby.startFill', { count: open })}
            </button>
          )}
        </div>
      ) : (
        <p className="muted">{keys.token ? t('lobby.hasSeat') : t('lobby.watching')}</p>
      )}
      {keys.token && inLobby && (
        // Apart from "Start the game": a finger aiming at one must not land on the other.
        <div className="give-up-row">
          <GiveUpSeat code={room.code} token={keys.token} title={room.title} />
        </div>
      )}
      {!connected && <p className="muted">{t('lobby.connecting')}</p>}
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}

/**
 * The invite as a class sees it on a projector: the address, the code in letters a back row can read,
 * and a QR code a phone can scan from across the room.
 */
function ClassView({ room, link, open }: { room: RoomInfo; link: string; open: number }) {
  const region = useRef<HTMLDivElement>(null);
  const { t } = useT('online');
  useEffect(() => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    region.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return (
    <div ref={region} className="class-view" role="region" aria-label={t('classView.label')} data-testid="class-view">
      <div className="class-words">
        <p className="class-step"><Trans t={t} i18nKey="classView.goTo" values={{ host: location.host }} components={{ strong: <strong /> }} /></p>
        <p className="class-code" data-testid="class-code">{room.code}</p>
        <p className="class-step">{t('classView.scan')}</p>
        <p className="class-link">{link}</p>
        <p className="class-seats">{open === 0 ? t('classView.full') : t('classView.open', { count: open })}</p>
      </div>
      <QRCodeSVG
        value={link}
        size={512}
        level="M"
        marginSize={4}
        className="class-qr"
        role="img"
        aria-label={t('lobby.qr', { link })}
        data-testid="class-qr"
      />
    </div>
  );
}
