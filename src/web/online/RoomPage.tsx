/** An online room: lobby (invite, seats, start), then the table, for players and spectators. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { Variant } from '../../engine/types.ts';
import { navigate } from '../router.ts';
import { Table } from '../table/Table.tsx';
import { TurnClock } from './TurnClock.tsx';
import type { TableSnapshot } from '../table/types.ts';
import { seatMark } from '../table/log.ts';
import { api, ApiError, cleanPlayerName, forgetSeat, loadKeys, saveKeys, type RoomInfo, type RoomSeat } from './api.ts';
import { JoinCodeForm } from './JoinCodeForm.tsx';
import { NameField, nameStatus } from './NameField.tsx';
import { useRoom } from './useRoom.ts';
import { count, optionWords, otherOptionNames, timerWords } from './words.ts';

/** A seat's name with its "Player N", which the game's own texts use. */
export function seatName(s: RoomSeat, mine: boolean): string {
  const n = `Player ${s.index + 1}`;
  const tags = [n, ...(mine ? ['you'] : [])].join(', ');
  if (s.kind === 'human') return `${s.name ?? n} (${tags})${s.standIn ? ' · a bot stands in' : ''}`;
  if (s.kind === 'bot') return `${n} (bot · ${s.bot?.strength ?? 'medium'})`;
  return `${n} (open seat)`;
}

export default function RoomPage({ code }: { code: string }) {
  const [keys, setKeys] = useState(() => loadKeys(code));
  const [info, setInfo] = useState<RoomInfo | null>(null);
  const [loadError, setLoadError] = useState<{ missing: boolean; message: string } | null>(null);
  const [watch, setWatch] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setLoadError(null);
    api.room(code).then(setInfo, (err: unknown) => setLoadError(err instanceof ApiError && err.code === 'NO_SUCH_ROOM'
      ? { missing: true, message: `There is no room with the code ${code}. Check the code with whoever shared it, and type it again below.` }
      : { missing: false, message: `The room could not be loaded: ${String(err instanceof Error ? err.message : err)}` }));
  }, [code, attempt]);

  const needsChoice = !keys.token && !watch && info?.status === 'lobby' && info.seats.some((s) => s.kind === 'open');
  const [notice, setNotice] = useState<string | null>(null);
  const onBadToken = useCallback(() => {
    forgetSeat(code);
    setKeys(loadKeys(code));
    setWatch(true);
    setNotice('This browser no longer holds a seat in this room, so you are watching.');
  }, [code]);
  const conn = useRoom(code, keys.token, !!info && !needsChoice, onBadToken);
  const room = conn.room ?? info;

  if (loadError) {
    // Not a dead end: another code can be tried right here (issue 11).
    return (
      <section className="panel join-room" aria-labelledby="room-missing-title">
        <h1 id="room-missing-title">Room {code}</h1>
        <p role="alert" className="error" data-testid="room-error"><span aria-hidden="true">⚠ </span>{loadError.message}</p>
        {!loadError.missing && <button type="button" onClick={() => setAttempt((n) => n + 1)}>Try again</button>}
        <h2>Join a room</h2>
        <JoinCodeForm
          id="room-retry-code"
          initial={loadError.missing ? code : ''}
          onFound={(found) => (found === code ? setAttempt((n) => n + 1) : navigate(`/room/${found}`))}
        />
        <div className="button-row">
          <button type="button" onClick={() => navigate('/')}>Back to the games</button>
        </div>
      </section>
    );
  }
  if (!room) return <p role="status">Finding room {code}…</p>;
  if (needsChoice) return <JoinForm room={room} onJoined={(k) => { saveKeys(code, k); setKeys(loadKeys(code)); }} onWatch={() => setWatch(true)} />;

  const mySeat = conn.seat;
  const names = room.seats.map((s) => seatName(s, s.index === mySeat));
  if (room.status === 'lobby' || !conn.game) {
    return <Lobby room={room} keys={keys} names={names} connected={conn.connected} />;
  }
  const snapshot: TableSnapshot = {
    gameId: room.game,
    title: room.title,
    players: room.players,
    viewer: mySeat ?? 'spectator',
    view: conn.game.view,
    legal: conn.game.legal,
    active: conn.game.active,
    outcome: conn.game.outcome,
    version: conn.game.version,
    names,
    log: conn.game.log,
    lastEvents: conn.game.lastEvents,
    canUndo: conn.game.canUndo,
  };
  return (
    <Table
      snapshot={snapshot}
      onAct={mySeat === null ? undefined : conn.send}
      onUndo={mySeat === null ? undefined : conn.undo}
      busy={conn.pending}
      onReplay={room.status === 'finished' ? () => navigate(`/replay/room/${code}`) : undefined}
      onPlayAgain={() => navigate('/')}
      playAgainLabel="Back to the games"
      toolbar={
        <>
          <span className="room-code">Room <strong>{code}</strong>{mySeat === null ? ' · watching' : ''}</span>
          {room.seeded && <span className="badge" title="The host chose this room's seed: the cards are dealt as in every room with that seed, and the host can know the hidden cards.">set deal</span>}
          <span className={`conn ${conn.connected ? 'on' : 'off'}`}>{conn.connected ? 'connected' : 'reconnecting…'}</span>
          <TurnClock deadline={conn.game.deadline} mine={mySeat !== null && conn.game.active.includes(mySeat)} />
        </>
      }
      notice={conn.error || notice ? <p className="error" role="alert">{conn.error ?? notice}</p> : undefined}
    />
  );
}

/** Every seat is told when the host chose the seed: whoever knows it can work out the hidden cards. */
function SeededNotice({ room }: { room: RoomInfo }) {
  if (!room.seeded) return null;
  return (
    <p className="notice" data-testid="seeded-notice">
      <strong>Set deal:</strong> the host chose this room's seed, so the cards are dealt as in every room
      with the same seed, and the host can know the hidden cards.
    </p>
  );
}

function JoinForm({ room, onJoined, onWatch }: { room: RoomInfo; onJoined(k: { token: string; seat: number; name: string }): void; onWatch(): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const open = room.seats.filter((s) => s.kind === 'open').length;
  const join = async () => {
    if (nameStatus(name).tooLong) {
      nameInput.current?.focus();
      return;
    }
    const guest = cleanPlayerName(name) || 'Guest';
    try {
      const res = await api.join(room.code, guest);
      onJoined({ token: res.token, seat: res.seat, name: guest });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="panel join-room" aria-labelledby="join-room-title">
      <h1 id="join-room-title">{room.title} · room {room.code}</h1>
      <p data-testid="open-seats">
        {open === 1 ? 'There is 1 open seat. Take it, or watch as a spectator.' : `There are ${count(open, 'open seat')}. Take one, or watch as a spectator.`}
      </p>
      <RoomFacts room={room} />
      <SeededNotice room={room} />
      <form className="inline-form join-seat" onSubmit={(e) => { e.preventDefault(); void join(); }}>
        <NameField ref={nameInput} id="player-name" value={name} onChange={setName} placeholder="Guest" />
        <button type="submit" className="primary">Take a seat</button>
        <button type="button" onClick={onWatch}>Watch instead</button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}

/** The game's variants and default options, from the catalogue (loaded lazily: the engine is not in the home page's chunk). */
function useGameOptions(gameId: string): { variants: Variant[]; defaults: Record<string, unknown> } | null {
  const [words, setWords] = useState<{ variants: Variant[]; defaults: Record<string, unknown> } | null>(null);
  useEffect(() => {
    let live = true;
    import('../engine-bundle.ts').then(
      ({ getGame }) => {
        let found: { variants: Variant[]; defaults: Record<string, unknown> } = { variants: [], defaults: {} };
        try {
          const g = getGame(gameId);
          found = { variants: g.catalogue?.variants ?? [], defaults: (g.defaultOptions ?? {}) as Record<string, unknown> };
        } catch {
          // A game this client does not know (a server with extra games): its options go unnamed.
        }
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
  const game = useGameOptions(room.game);
  const options = game ? optionWords(game.variants, room.options, game.defaults) : null;
  const others = game ? otherOptionNames(game.variants, room.options, game.defaults) : [];
  const timer = room.turnTimer ?? null;
  return (
    <dl className="room-facts" data-testid="room-facts">
      <div>
        <dt>Game options</dt>
        <dd data-testid="room-options">
          {options === null ? 'loading…'
            : options.length === 0 && others.length === 0 ? 'the standard game'
              : [...options.map((o) => `${o.label}: ${o.value}`), ...(others.length ? [`also set: ${others.join(', ')}`] : [])].join(' · ')}
          {room.customContent && ' · with the host’s own cards'}
        </dd>
      </div>
      <div>
        <dt>Turn timer</dt>
        <dd data-testid="room-timer">
          {timerWords(timer)}
          {timer && ' (when it runs out, a bot moves for the player)'}
        </dd>
      </div>
    </dl>
  );
}

function Lobby({ room, keys, names, connected }: { room: RoomInfo; keys: ReturnType<typeof loadKeys>; names: string[]; connected: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [projecting, setProjecting] = useState(false);
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
      <h1 id="lobby-title">{room.title} · room <span data-testid="room-code">{room.code}</span></h1>
      {inLobby ? (
        <>
          {projecting && <ClassView room={room} link={link} open={open} />}
          <div className="invite">
            <div className="invite-text">
              <p>Share the code <strong className="invite-code">{room.code}</strong> or this link with the people you play with:</p>
              <div className="inline-form">
                <input readOnly value={link} aria-label="Invite link" onFocus={(e) => e.currentTarget.select()} />
                <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false)); }}>
                  {copied ? 'Copied' : 'Copy link'}
                </button>
              </div>
              <div className="button-row">
                <button type="button" aria-pressed={projecting} onClick={() => setProjecting((p) => !p)} data-testid="class-view-toggle">
                  Show for the class
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
                aria-label={`QR code of the invite link ${link}`}
                data-testid="invite-qr"
              />
            )}
          </div>
        </>
      ) : (
        <p role="status">The game is starting…</p>
      )}
      <RoomFacts room={room} />
      <SeededNotice room={room} />
      <h2>Seats</h2>
      {inLobby && open > 0 && <p className="muted" data-testid="open-seats">Waiting for {count(open, 'more player')}.</p>}
      <ul className="lobby-seats">
        {room.seats.map((s) => {
          const mark = seatMark(s.index);
          return (
            <li key={s.index} className={`lobby-seat ${s.kind}`}>
              <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span>
              <span>{names[s.index]}</span>
              {s.kind === 'human' && <span className={`conn ${s.connected ? 'on' : 'off'}`}>{s.connected ? 'here' : 'away'}</span>}
            </li>
          );
        })}
      </ul>
      {room.spectators > 0 && <p className="muted">{count(room.spectators, 'person', 'people')} watching.</p>}
      {keys.hostToken ? (
        <div className="button-row">
          <button type="button" className="primary" disabled={open > 0} onClick={() => void start(false)}>Start the game</button>
          {open > 0 && (
            <button type="button" onClick={() => void start(true)}>
              {open === 1 ? 'Start now, a bot takes the open seat' : `Start now, bots take the ${open} open seats`}
            </button>
          )}
        </div>
      ) : (
        <p className="muted">{keys.token ? 'You have a seat. The host starts the game when everyone is here.' : 'You are watching.'}</p>
      )}
      {keys.token && inLobby && (
        <button type="button" className="link" onClick={() => { void api.leave(room.code, keys.token as string).finally(() => { forgetSeat(room.code); navigate('/'); }); }}>
          Give up my seat
        </button>
      )}
      {!connected && <p className="muted">Connecting…</p>}
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
  useEffect(() => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    region.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return (
    <div ref={region} className="class-view" role="region" aria-label="Invite for the class" data-testid="class-view">
      <div className="class-words">
        <p className="class-step">Go to <strong>{location.host}</strong>, choose “Join a room” and type</p>
        <p className="class-code" data-testid="class-code">{room.code}</p>
        <p className="class-step">or scan the QR code with a phone camera.</p>
        <p className="class-link">{link}</p>
        <p className="class-seats">{open === 0 ? 'Every seat is taken.' : `${count(open, 'seat')} still open.`}</p>
      </div>
      <QRCodeSVG
        value={link}
        size={512}
        level="M"
        marginSize={4}
        className="class-qr"
        role="img"
        aria-label={`QR code of the invite link ${link}`}
        data-testid="class-qr"
      />
    </div>
  );
}
