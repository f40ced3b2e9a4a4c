/**
 * The home page: the games (from the registered catalogue, loaded in its own chunk), a game against
 * bots in this browser, an online room to share, and joining or watching a room by code or link.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { TURN_TIMERS, api, cleanPlayerName, saveKeys, type SeatSpec, type Strength, type TurnTimerSpec } from '../online/api.ts';
import { JoinCodeForm } from '../online/JoinCodeForm.tsx';
import { NameField, nameStatus } from '../online/NameField.tsx';
import { timerWords } from '../online/words.ts';
import { loadCatalog, localSummary, type GameSummary } from './catalog.ts';
import { WorkshopEntry } from '../workshop/WorkshopEntry.tsx';
import { LabEntry } from '../lab/LabEntry.tsx';

// The how-to-play and the board's pictures load only when a card's "How to play" is pressed.
const HowToPlayHome = lazy(() => import('./HowToPlayHome.tsx'));

function useCatalog(): { games: GameSummary[] | null; error: string | null } {
  const [state, setState] = useState<{ games: GameSummary[] | null; error: string | null }>({ games: null, error: null });
  useEffect(() => {
    loadCatalog()
      .then((games) => setState({ games, error: null }))
      .catch((err: unknown) => setState({ games: null, error: String(err) }));
  }, []);
  return state;
}

/**
 * A text whose catalogue marks one part `<strong>…</strong>`, drawn with that part strong. The first page
 * does without react-i18next's `Trans` and the HTML parser it brings (≈ 4 KB with Brotli; docs/performance.md,
 * "The web client"); the marked part is our own catalogue's, so no person's input is parsed here.
 */
function WithStrong({ text }: { text: string }) {
  const m = /^([\s\S]*?)<strong>([\s\S]*?)<\/strong>([\s\S]*)$/.exec(text);
  if (!m) return <>{text}</>;
  return <>{m[1]}<strong>{m[2]}</strong>{m[3]}</>;
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

/** A turn timer choice in words, in the interface's language (TURN_TIMERS keeps the English ones). */
function timerChoice(spec: TurnTimerSpec | null): string {
  return timerWords(spec && (spec.mode === 'realtime' ? spec : { mode: 'turn-based', seconds: spec.hours * 3600 }));
}

export function Home() {
  const { t, i18n } = useT('home');
  const { games: english, error } = useCatalog();
  const games = english?.map((g) => localSummary(g, i18n.language));
  const [saved] = useState(savedLocalGame);
  const savedTitle = saved && games?.find((g) => g.id === saved.game)?.title;
  return (
    <div className="home">
      {saved && savedTitle && (
        <section className="panel resume" aria-label={t('resume.label')}>
          <p>
            <WithStrong text={t('resume.text', { title: savedTitle, count: saved.moves })} />{' '}
            <button type="button" className="primary" onClick={() => navigate(`/play/${saved.game}`)}>{t('resume.continue')}</button>
          </p>
        </section>
      )}
      <section className="intro">
        <Horizon />
        <h1>{t('intro.title')}</h1>
        <p>{t('intro.body')}</p>
      </section>
      <section className="panel join-panel" aria-labelledby="join-title">
        <h2 id="join-title">{t('join.title')}</h2>
        <JoinCodeForm id="join-code" />
      </section>
      <WorkshopEntry />
      <h2 className="section-title">{t('games.title')}</h2>
      {error && <p role="alert">{t('games.loadError', { error })}</p>}
      {!games && !error && <p role="status">{t('games.loading')}</p>}
      <div className="game-list">
        {games?.map((g) => <GameCard key={g.id} game={g} />)}
      </div>
      <LabEntry />
    </div>
  );
}

function GameCard({ game }: { game: GameSummary }) {
  const { t } = useT('home');
  const [players, setPlayers] = useState(Math.min(Math.max(3, game.minPlayers), game.maxPlayers));
  const [strength, setStrength] = useState<Strength>('easy');
  const [online, setOnline] = useState(false);
  const [howTo, setHowTo] = useState(false);
  const variants = game.variants;
  const [options, setOptions] = useState<Record<string, string>>(() => Object.fromEntries(variants.map((v) => [v.option, v.choices[0].value])));
  const id = `game-${game.id}`;
  const optionQuery = variants.length ? `&options=${encodeURIComponent(JSON.stringify(options))}` : '';
  return (
    <article className="game-card panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{game.title}</h3>
      <p className="facts">
        {/* A game for exactly four says "4 players", not "4–4 players". */}
        <span>{game.minPlayers === game.maxPlayers ? t('card.playersExactly', { count: game.minPlayers }) : t('card.players', { min: game.minPlayers, max: game.maxPlayers })}</span> · <span>{game.length}</span>
        {game.hiddenInformation && <> · <span>{t('card.hiddenCards')}</span></>}
      </p>
      <p>{game.summary}</p>
      <div className="game-options">
        <label>
          {t('card.playersLabel')}{' '}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} aria-label={t('card.playersFor', { title: game.title })}>
            {Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </label>
        <label>
          {t('card.botsLabel')}{' '}
          <select value={strength} onChange={(e) => setStrength(e.target.value as Strength)} aria-label={t('card.botStrengthFor', { title: game.title })}>
            <option value="easy">{t('strength.easy')}</option>
            <option value="medium">{t('strength.medium')}</option>
            <option value="hard">{t('strength.hard')}</option>
          </select>
        </label>
        {variants.map((v) => (
          <label key={v.option}>
            {v.label}{' '}
            <select value={options[v.option]} onChange={(e) => setOptions((o) => ({ ...o, [v.option]: e.target.value }))} aria-label={t('card.optionFor', { label: v.label, title: game.title })}>
              {v.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          </label>
        ))}
      </div>
      <div className="button-row">
        {game.inBrowser && (
          <button type="button" className="primary" onClick={() => navigate(`/play/${game.id}?new=1&players=${players}&strength=${strength}${optionQuery}`)}>
            {t('card.playBots')}
          </button>
        )}
        <button type="button" onClick={() => setOnline((o) => !o)} aria-expanded={online} aria-controls={online ? `create-room-${game.id}` : undefined}>
          {t('card.playOnline')}
        </button>
        <button type="button" onClick={() => setHowTo(true)} aria-haspopup="dialog" data-testid={`how-to-play-${game.id}`}>
          {t('card.howToPlay')}
        </button>
      </div>
      {howTo && (
        <Suspense fallback={<p role="status">{t('card.loadingHowTo')}</p>}>
          <HowToPlayHome gameId={game.id} title={game.title} onClose={() => setHowTo(false)} />
        </Suspense>
      )}
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
  const { t } = useT('home');
  const form = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // Opened from "Play online…", the form may start below the fold: bring it into view and put the
  // cursor in its first field (smoothly, unless the person asked for less motion).
  useEffect(() => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    nameInput.current?.focus({ preventScroll: true });
  }, []);
  const hostName = cleanPlayerName(name) || t('create.hostName');
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
      const created = await api.createRoom(game.id, seats, options, TURN_TIMERS.find((tt) => tt.id === timer)?.spec ?? null);
      const joined = await api.join(created.code, hostName, 0);
      saveKeys(created.code, { hostToken: created.hostToken, token: joined.token, seat: joined.seat, name: hostName });
      navigate(`/room/${created.code}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <form ref={form} id={`create-room-${game.id}`} className="create-room" aria-label={t('create.label', { title: game.title })} onSubmit={(e) => { e.preventDefault(); void create(); }}>
      <NameField ref={nameInput} id={`host-name-${game.id}`} value={name} onChange={setName} placeholder={t('create.hostName')} />
      <fieldset>
        <legend>{t('create.otherSeats')}</legend>
        {Array.from({ length: players - 1 }, (_, k) => k + 1).map((i) => (
          <label key={i}>
            {t('create.seat', { n: i + 1 })}{' '}
            <select value={kinds[i]} aria-label={t('create.seat', { n: i + 1 })} onChange={(e) => setKinds((ks) => ks.map((v, j) => (j === i ? (e.target.value as 'open' | 'bot') : v)))}>
              <option value="open">{t('create.openSeat')}</option>
              <option value="bot">{t('create.botSeat', { strength: t(`strength.${strength}`) })}</option>
            </select>
          </label>
        ))}
      </fieldset>
      <label>
        {t('create.timer')}{' '}
        <select value={timer} onChange={(e) => setTimer(e.target.value)} aria-label={t('create.timerFor', { title: game.title })}>
          {TURN_TIMERS.map((tt) => <option key={tt.id} value={tt.id}>{timerChoice(tt.spec)}</option>)}
        </select>
      </label>
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>{t('create.submit')}</button>
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
