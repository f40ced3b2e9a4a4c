/** The Lab form's batch fields: seats, bots (presets or the CLI's spec strings), games, seed. */
import { useId } from 'react';
import type { TFunction } from 'i18next';
import type { AnyGame } from '../../engine/index.ts';
import { batchSeed } from '../../lab/seed.ts';
import { useT } from '../i18n/index.ts';
import './texts.ts';

export const MAX_GAMES = 100_000;

/** Line-ups a designer often wants, as the CLI's `--bots` text. */
export const BOT_PRESETS = {
  random: 'random',
  mixed: 'heuristic:1,random',
  ladder: 'ismcts:easy,heuristic,random',
} as const;
export type Preset = keyof typeof BOT_PRESETS | 'custom';

export interface SetupFields {
  players: number;
  preset: Preset;
  bots: string;
  /** As typed: checked by `readSetup`. */
  games: string;
  seed: string;
  estimates: boolean;
}

export interface SetupCheck {
  games: number;
  seed: number;
  fieldProblems: { games?: string; seed?: string };
  problems: string[];
}

export function readSetup(fields: SetupFields, t: TFunction): SetupCheck {
  const fieldProblems: SetupCheck['fieldProblems'] = {};
  const games = /^\s*\d+\s*$/.test(fields.games) ? Number(fields.games) : NaN;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) fieldProblems.games = t('setup.gamesProblem', { max: MAX_GAMES });
  // A whole number, or any word (hashed as the CLI's --seed does), so a class can name its batch.
  const seed = fields.seed.trim() === '' ? NaN : batchSeed(fields.seed);
  if (!Number.isSafeInteger(seed)) fieldProblems.seed = t('setup.seedProblem');
  const problems = Object.values(fieldProblems);
  return { games: Number.isFinite(games) ? games : 0, seed, fieldProblems, problems };
}

export function LabSetup({ game, fields, onChange, problems, botProblems }: {
  game: AnyGame;
  fields: SetupFields;
  onChange(next: SetupFields): void;
  problems: SetupCheck['fieldProblems'];
  botProblems: string[];
}) {
  const { t } = useT('lab');
  const id = useId();
  const set = (patch: Partial<SetupFields>) => onChange({ ...fields, ...patch });
  const seatCounts = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  return (
    <div className="lab-grid">
      <div className="lab-field">
        <label htmlFor={`${id}-players`}>{t('setup.players')}</label>
        <select id={`${id}-players`} value={fields.players} onChange={(e) => set({ players: Number(e.target.value) })}>
          {seatCounts.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </div>
      <div className="lab-field lab-wide">
        <label htmlFor={`${id}-preset`}>{t('setup.botsPreset')}</label>
        <select
          id={`${id}-preset`}
          value={fields.preset}
          onChange={(e) => {
            const preset = e.target.value as Preset;
            set(preset === 'custom' ? { preset } : { preset, bots: BOT_PRESETS[preset] });
          }}
        >
          {(['random', 'mixed', 'ladder', 'custom'] as const).map((p) => <option key={p} value={p}>{t(`setup.preset.${p}`)}</option>)}
        </select>
      </div>
      <div className="lab-field lab-wide">
        <label htmlFor={`${id}-bots`}>{t('setup.botSpecs')}</label>
        <input
          id={`${id}-bots`}
          className="lab-mono"
          value={fields.bots}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={botProblems.length > 0}
          aria-describedby={`${id}-bots-hint${botProblems.length ? ` ${id}-bots-problems` : ''}`}
          onChange={(e) => {
            const bots = e.target.value;
            const preset = (Object.keys(BOT_PRESETS) as Array<keyof typeof BOT_PRESETS>).find((p) => BOT_PRESETS[p] === bots.trim()) ?? 'custom';
            set({ bots, preset });
          }}
        />
        <small id={`${id}-bots-hint`} className="lab-hint">{t('setup.botSpecsHint')}</small>
        {botProblems.length > 0 && (
          <ul id={`${id}-bots-problems`} className="lab-problems" data-testid="bot-problems">
            {botProblems.map((p, i) => <li key={i}><span aria-hidden="true">✗ </span>{p}</li>)}
          </ul>
        )}
      </div>
      <NumberField id={`${id}-games`} label={t('setup.games')} hint={t('setup.gamesHint', { max: MAX_GAMES })} value={fields.games} problem={problems.games} onChange={(games) => set({ games })} />
      <NumberField id={`${id}-seed`} label={t('setup.seed')} hint={t('setup.seedHint')} value={fields.seed} problem={problems.seed} onChange={(seed) => set({ seed })} words />
      <label className="lab-check lab-wide">
        <input type="checkbox" checked={fields.estimates} onChange={(e) => set({ estimates: e.target.checked })} />
        {t('setup.estimates')}
      </label>
    </div>
  );
}

/** A short text field with its hint and problem; `words`: letters are welcome too (no number pad on phones). */
function NumberField({ id, label, hint, value, problem, onChange, words = false }: { id: string; label: string; hint: string; value: string; problem?: string; onChange(v: string): void; words?: boolean }) {
  return (
    <div className="lab-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode={words ? 'text' : 'numeric'}
        value={value}
        aria-invalid={problem !== undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <small id={`${id}-hint`} className="lab-hint">{hint}</small>
      {problem && <p id={`${id}-problem`} className="lab-problems"><span aria-hidden="true">✗ </span>{problem}</p>}
    </div>
  );
}
