/** An online room: lobby (invite, seats, start), then the table, for players and spectators. */
import { useCallback, useEffect, useState } from 'react';
import { navigate } from '../router.ts';
import { Table } from '../table/Table.tsx';
import { TurnClock } from './TurnClock.tsx';
import type { TableSnapshot } from '../table/types.ts';
import { seatMark } from '../table/log.ts';
import { api, ApiError, forgetSeat, loadKeys, saveKeys, type RoomInfo, type RoomSeat } from './api.ts';
import { useRoom } from './useRoom.ts';

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
  const [loadError, setLoadError] = useState<string | null>(null);
  const [watch, setWatch] = useState(false);

  useEffect(() => {
    api.room(code).then(setInfo, (err: unknown) => setLoadError(err instanceof ApiError && err.code === 'NO_SUCH_ROOM' ? `There is no room ${code}. Check the code.` : String(err instanceof Error ? err.message : err)));
  }, [code]);

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
    return (
      <section className="panel" role="alert">
        <h1>Room {code}</h1>
        <p>{loadError}</p>
        <button onClick={() => navigate('/')}>Back to the games</button>
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
  const join = async () => {
    try {
      const res = await api.join(room.code, name.trim() || 'Guest');
      onJoined({ token: res.token, seat: res.seat, name: name.trim() || 'Guest' });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="panel join-room" aria-labelledby="join-room-title">
      <h1 id="join-room-title">{room.title} · room {room.code}</h1>
      <p>{room.seats.filter((s) => s.kind === 'open').length} open seat(s). Take one, or watch as a spectator.</p>
      <SeededNotice room={room} />
      <form className="inline-form" onSubmit={(e) => { e.preventDefault(); void join(); }}>
        <label htmlFor="player-name">Your name</label>
        <input id="player-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} placeholder="Guest" />
        <button type="submit" className="primary">Take a seat</button>
        <button type="button" onClick={onWatch}>Watch instead</button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}

function Lobby({ room, keys, names, connected }: { room: RoomInfo; keys: ReturnType<typeof loadKeys>; names: string[]; connected: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
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
  return (
    <section className="panel lobby" aria-labelledby="lobby-title">
      <h1 id="lobby-title">{room.title} · room <span data-testid="room-code">{room.code}</span></h1>
      {room.status === 'lobby' ? (
        <>
          <p>Share the code <strong>{room.code}</strong> or this link with the people you play with:</p>
          <div className="inline-form">
            <input readOnly value={link} aria-label="Invite link" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false)); }}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </>
      ) : (
        <p role="status">The game is starting…</p>
      )}
      <SeededNotice room={room} />
      <h2>Seats</h2>
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
      {room.spectators > 0 && <p className="muted">{room.spectators} watching.</p>}
      {keys.hostToken ? (
        <div className="button-row">
          <button type="button" className="primary" disabled={open > 0} onClick={() => void start(false)}>Start the game</button>
          {open > 0 && <button type="button" onClick={() => void start(true)}>Start now, bots take the {open} open seat{open === 1 ? '' : 's'}</button>}
        </div>
      ) : (
        <p className="muted">{keys.token ? 'You have a seat. The host starts the game when everyone is here.' : 'You are watching.'}</p>
      )}
      {keys.token && room.status === 'lobby' && (
        <button type="button" className="link" onClick={() => { void api.leave(room.code, keys.token as string).finally(() => { forgetSeat(room.code); navigate('/'); }); }}>
          Give up my seat
        </button>
      )}
      {!connected && <p className="muted">Connecting…</p>}
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}
