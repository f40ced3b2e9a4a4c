/**
 * A new workshop (docs/workshop.md, Forming tables): the game and its options (offered as the home page
 * offers them), a turn timer, the class's language, the table size and what happens to students who do
 * not fill a table.
 */
import { useEffect, useState } from 'react';
import { navigate } from '../router.ts';
import { LANGUAGES, useT } from '../i18n/index.ts';
import { TURN_TIMERS } from '../online/api.ts';
import { defaultTableSize, saveFacilitatorToken, workshopApi, type Remainder } from './api.ts';
import { useGameList } from './games.ts';

export default function CreatePage() {
  const { t, i18n } = useT('workshop');
  const { games, error: loadError } = useGameList();
  const [gameId, setGameId] = useState('');
  const game = games?.find((g) => g.id === gameId) ?? null;
  const [options, setOptions] = useState<Record<string, string>>({});
  const [timer, setTimer] = useState('none');
  const [language, setLanguage] = useState<string>(LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : 'en');
  const [tableSize, setTableSize] = useState(4);
  const [remainder, setRemainder] = useState<Remainder>('bots');
  // The bots that fill empty seats: a fair opponent (the heuristic at medium) unless the facilitator chooses.
  const [strength, setStrength] = useState<'easy' | 'medium' | 'hard'>('medium');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The first game is chosen once the list is here; a new game brings its own defaults.
  useEffect(() => {
    if (games && games.length > 0 && !gameId) setGameId(games[0].id);
  }, [games, gameId]);
  useEffect(() => {
    if (!game) return;
    const variants = game.catalogue?.variants ?? [];
    setOptions(Object.fromEntries(variants.map((v) => [v.option, v.choices[0]?.value ?? ''])));
    setTableSize(defaultTableSize(game.minPlayers, game.maxPlayers));
  }, [game]);

  const create = async () => {
    if (!game) return;
    setBusy(true);
    setError(null);
    try {
      const created = await workshopApi.create({
        game: game.id,
        options,
        turnTimer: TURN_TIMERS.find((x) => x.id === timer)?.spec ?? null,
        language,
        tableSize,
        remainder,
        bot: strength === 'hard' ? { kind: 'ismcts', strength: 'hard' } : { kind: 'heuristic', strength },
      });
      saveFacilitatorToken(created.code, created.facilitatorToken);
      navigate(`/workshop/${created.code}/host`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  const sizes = game ? Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i) : [];
  return (
    <section className="panel workshop workshop-create" aria-labelledby="ws-create-title">
      <h1 id="ws-create-title">{t('create.title')}</h1>
      <p>{t('create.intro')}</p>
      {loadError && <p role="alert" className="error">{t('create.gamesError', { error: loadError })}</p>}
      {!games && !loadError && <p role="status">{t('create.loadingGames')}</p>}
      {games && (
        <form className="ws-form" onSubmit={(e) => { e.preventDefault(); void create(); }} data-testid="ws-create-form">
          <label className="ws-field">
            <span>{t('create.game')}</span>
            <select value={gameId} onChange={(e) => setGameId(e.target.value)} data-testid="ws-game">
              {games.map((g) => <option key={g.id} value={g.id}>{g.title}</option>)}
            </select>
          </label>
          {game && <p className="muted ws-summary">{t('create.players', { min: game.minPlayers, max: game.maxPlayers })}</p>}
          {(game?.catalogue?.variants ?? []).map((v) => (
            <label className="ws-field" key={v.option}>
              <span>{v.label}</span>
              <select value={options[v.option] ?? ''} onChange={(e) => setOptions((o) => ({ ...o, [v.option]: e.target.value }))}>
                {v.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            </label>
          ))}
          <label className="ws-field">
            <span>{t('create.timer')}</span>
            <select value={timer} onChange={(e) => setTimer(e.target.value)} data-testid="ws-timer">
              {TURN_TIMERS.map((x) => <option key={x.id} value={x.id}>{t(`timers.${x.id}`, { defaultValue: x.label })}</option>)}
            </select>
          </label>
          <label className="ws-field">
            <span>{t('create.language')}</span>
            <select value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="ws-language">
              {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>)}
            </select>
          </label>
          <p className="muted ws-hint">{t('create.languageHelp')}</p>
          <label className="ws-field">
            <span>{t('create.tableSize')}</span>
            <select value={tableSize} onChange={(e) => setTableSize(Number(e.target.value))} data-testid="ws-table-size">
              {sizes.map((n) => <option key={n} value={n}>{t('create.sizeOption', { count: n })}</option>)}
            </select>
          </label>
          <fieldset className="ws-remainder">
            <legend>{t('create.remainder')}</legend>
            <label>
              <input type="radio" name="ws-remainder" value="bots" checked={remainder === 'bots'} onChange={() => setRemainder('bots')} />{' '}
              {t('create.remainderBots')}
            </label>
            <label>
              <input type="radio" name="ws-remainder" value="observers" checked={remainder === 'observers'} onChange={() => setRemainder('observers')} />{' '}
              {t('create.remainderObservers')}
            </label>
            <p className="muted ws-hint" data-testid="ws-remainder-help">
              {remainder === 'bots' ? t('create.remainderBotsHelp', { size: tableSize }) : t('create.remainderObserversHelp', { size: tableSize })}
            </p>
          </fieldset>
          <label className="ws-field">
            <span>{t('create.botStrength')}</span>
            <select value={strength} onChange={(e) => setStrength(e.target.value as 'easy' | 'medium' | 'hard')} data-testid="ws-bot-strength">
              <option value="easy">{t('create.strength.easy')}</option>
              <option value="medium">{t('create.strength.medium')}</option>
              <option value="hard">{t('create.strength.hard')}</option>
            </select>
            <span className="muted ws-hint">{t('create.botStrengthHelp')}</span>
          </label>
          {error && <p role="alert" className="error">{error}</p>}
          <div className="button-row">
            <button type="submit" className="primary" disabled={busy || !game}>{busy ? t('create.creating') : t('create.submit')}</button>
            <button type="button" onClick={() => navigate('/')}>{t('back')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
