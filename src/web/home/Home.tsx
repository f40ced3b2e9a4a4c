/**
 * The home page: the games (from the registered catalogue, loaded in its own chunk), a game against
 * bots in this browser, an online room to share, and joining or watching a room by code or link.
 */
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../router.ts';
import { TURN_TIMERS, api, cleanPlayerName, saveKeys, type SeatSpec, type Strength } from '../online/api.ts';
import { JoinCodeForm } from '../online/JoinCodeForm.tsx';
import { NameField, nameStatus } from '../online/NameField.tsx';
import { count } from '../online/words.ts';
import { loadCatalog, type GameSummary } from './catalog.ts';

function useCatalog(): { games: GameSummary[] | null; error: string | null } {
  const [state, setState] = useState<{ games: GameSummary[] | null; error: string | null }>({ games: null, error: null });
  useEffect(() => {
    loadCatalog()
      .then((games) => setState({ games, error: null }))
      .catch((err: unknown) => setState({ games: null, error: String(err) }));
  }, []);
  return state;
}

/** The game in progress in this browser, if any (saved by the local table after every move). */
function savedLocalGame(): { game: string; moves: number } | null {
  try {
    const saved = JSON.parse(localStorage.getItem('crossings.local') ?? 'null') as { game?: unknown; actions?: unknown[] } | null;
    return saved && typeof saved.game === 'string' && Array.isArray(saved.actions) ? { game: saved.game, moves: saved.actions.length } : null;
  } catch {
    return null;
  }
}

export function Home() {
  const { games, error } = useCatalog();
  const [saved] = useState(savedLocalGame);
  const savedTitle = saved && games?.find((g) => g.id === saved.game)?.title;
  return (
    <div className="home">
      {saved && savedTitle && (
        <section className="panel resume" aria-label="Your game in progress">
          <p>
            You have a game of <strong>{savedTitle}</strong> in progress ({count(saved.moves, 'move')} so far).{' '}
            <button type="button" className="primary" onClick={() => navigate(`/play/${saved.game}`)}>Continue it</button>
          </p>
        </section>
      )}
      <section className="intro">
        <Horizon />
        <h1>Play games about refugees and migration</h1>
        <p>
          Play alone against bots right here in your browser, or open a room and share its code with friends or a class.
          Every rule is enforced, and hidden cards stay hidden.
        </p>
      </section>
      <section className="panel join-panel" aria-labelledby="join-title">
        <h2 id="join-title">Join a room</h2>
        <JoinCodeForm id="join-code" />
      </section>
      <h2 className="section-title">Games</h2>
      {error && <p role="alert">The games could not be loaded: {error}</p>}
      {!games && !error && <p role="status">Loading the games…</p>}
      <div className="game-list">
        {games?.map((g) => <GameCard key={g.id} game={g} />)}
      </div>
    </div>
  );
}

function GameCard({ game }: { game: GameSummary }) {
  const [players, setPlayers] = useState(Math.min(Math.max(3, game.minPlayers), game.maxPlayers));
  const [strength, setStrength] = useState<Strength>('easy');
  const [online, setOnline] = useState(false);
  const variants = game.variants;
  const [options, setOptions] = useState<Record<string, string>>(() => Object.fromEntries(variants.map((v) => [v.option, v.choices[0].value])));
  const id = `game-${game.id}`;
  const optionQuery = variants.length ? `&options=${encodeURIComponent(JSON.stringify(options))}` : '';
  return (
    <article className="game-card panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{game.title}</h3>
      <p className="facts">
        <span>{game.minPlayers}–{game.maxPlayers} players</span> · <span>{game.length}</span>
        {game.hiddenInformation && <> · <span>hidden cards</span></>}
      </p>
      <p>{game.summary}</p>
      <div className="game-options">
        <label>
          Players{' '}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} aria-label={`Players for ${game.title}`}>
            {Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </label>
        <label>
          Bots{' '}
          <select value={strength} onChange={(e) => setStrength(e.target.value as Strength)} aria-label={`Bot strength for ${game.title}`}>
            <option value="easy">easy</option>
            <option value="medium">medium</option>
            <option value="hard">hard</option>
          </select>
        </label>
        {variants.map((v) => (
          <label key={v.option}>
            {v.label}{' '}
            <select value={options[v.option]} onChange={(e) => setOptions((o) => ({ ...o, [v.option]: e.target.value }))} aria-label={`${v.label} for ${game.title}`}>
              {v.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          </label>
        ))}
      </div>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => navigate(`/play/${game.id}?new=1&players=${players}&strength=${strength}${optionQuery}`)}>
          Play against bots
        </button>
        <button type="button" onClick={() => setOnline((o) => !o)} aria-expanded={online} aria-controls={online ? `create-room-${game.id}` : undefined}>
          Play online…
        </button>
      </div>
      {online && <CreateRoom game={game} players={players} strength={strength} options={options} />}
    </article>
  );
}

function CreateRoom({ game, players, strength, options }: { game: GameSummary; players: number; strength: Strength; options: Record<string, string> }) {
  const [name, setName] = useState('');
  const [kinds, setKinds] = useState<Array<'open' | 'bot'>>(() => Array.from({ length: 6 }, () => 'open'));
  const [timer, setTimer] = useState('none');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // Opened from "Play online…", the form may start below the fold: bring it into view and put the
  // cursor in its first field (smoothly, unless the person asked for less motion).
  useEffect(() => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    nameInput.current?.focus({ preventScroll: true });
  }, []);
  const hostName = cleanPlayerName(name) || 'Host';
  const create = async () => {
    if (nameStatus(name).tooLong) {
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const seats: SeatSpec[] = Array.from({ length: players }, (_, i) =>
        i === 0 || kinds[i] === 'open' ? { type: 'open' } : { type: 'bot', bot: strength === 'hard' ? 'ismcts' : 'heuristic', strength });
      const created = await api.createRoom(game.id, seats, options, TURN_TIMERS.find((t) => t.id === timer)?.spec ?? null);
      const joined = await api.join(created.code, hostName, 0);
      saveKeys(created.code, { hostToken: created.hostToken, token: joined.token, seat: joined.seat, name: hostName });
      navigate(`/room/${created.code}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <form ref={form} id={`create-room-${game.id}`} className="create-room" aria-label={`Play ${game.title} online`} onSubmit={(e) => { e.preventDefault(); void create(); }}>
      <NameField ref={nameInput} id={`host-name-${game.id}`} value={name} onChange={setName} placeholder="Host" />
      <fieldset>
        <legend>Other seats</legend>
        {Array.from({ length: players - 1 }, (_, k) => k + 1).map((i) => (
          <label key={i}>
            Seat {i + 1}{' '}
            <select value={kinds[i]} aria-label={`Seat ${i + 1}`} onChange={(e) => setKinds((ks) => ks.map((v, j) => (j === i ? (e.target.value as 'open' | 'bot') : v)))}>
              <option value="open">open for a friend</option>
              <option value="bot">bot ({strength})</option>
            </select>
          </label>
        ))}
      </fieldset>
      <label>
        Turn timer{' '}
        <select value={timer} onChange={(e) => setTimer(e.target.value)} aria-label={`Turn timer for ${game.title}`}>
          {TURN_TIMERS.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select>
      </label>
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>Create the room</button>
    </form>
  );
}

/** A quiet drawing for the home page: a road that crosses a border line towards a horizon. */
function Horizon() {
  return (
    <svg className="horizon" viewBox="0 0 600 120" role="presentation" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <rect width="600" height="120" fill="#e8f0ef" />
      <circle cx="505" cy="38" r="18" fill="#f4d58d" />
      <path d="M0 84 Q150 62 300 78 T600 70 V120 H0 Z" fill="#cfe0d8" />
      <path d="M0 98 Q170 82 320 94 T600 90 V120 H0 Z" fill="#b5cfc3" />
      <path d="M40 120 C170 104 250 92 330 76 S470 58 560 54" stroke="#f7f2e6" strokeWidth="9" fill="none" strokeLinecap="round" />
      <line x1="300" y1="44" x2="300" y2="118" stroke="#265c6b" strokeWidth="3" strokeDasharray="6 6" />
      {[[150, 98], [178, 94], [402, 70], [426, 67]].map(([x, y], i) => (
        <g key={i} transform={`translate(${x} ${y})`} fill="#265c6b">
          <circle cx="0" cy="-15" r="4" />
          <rect x="-3.5" y="-10" width="7" height="12" rx="3" />
        </g>
      ))}
    </svg>
  );
}
