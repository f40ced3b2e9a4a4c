/**
 * The rule variants a batch plays (src/engine/variants.ts; docs/lab.md, Rule variants): each game's
 * declared readings, off by default (the rulebook). The run plays with the chosen ones; "compare with
 * the default" sets them against the rulebook.
 */
import { useId } from 'react';
import type { AnyGame } from '../../engine/index.ts';
import { isLang } from '../../engine/lang.ts';
import { VARIANT_ON } from '../../engine/variants.ts';
import { useT } from '../i18n/index.ts';
import './texts.ts';

/** The options that turn on the `on` variants (the others stay off by their default). */
export function variantOptions(on: readonly string[]): Record<string, string> {
  return Object.fromEntries(on.map((id) => [id, VARIANT_ON]));
}

export function VariantChoice({ game, on, onChange }: { game: AnyGame; on: readonly string[]; onChange(next: string[]): void }) {
  const { t, i18n } = useT('lab');
  const id = useId();
  const variants = game.ruleVariants ?? [];
  if (variants.length === 0) return <p className="muted">{t('variants.none')}</p>;
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return (
    <div className="lab-variants">
      {variants.map((v) => (
        <label key={v.id} className="lab-check">
          <input
            type="checkbox"
            checked={on.includes(v.id)}
            aria-describedby={`${id}-${v.id}`}
            onChange={(e) => onChange(e.target.checked ? variants.filter((w) => w.id === v.id || on.includes(w.id)).map((w) => w.id) : on.filter((x) => x !== v.id))}
          />
          <span>
            {v.name[lang]}
            <small id={`${id}-${v.id}`}>{v.text[lang]}</small>
          </span>
        </label>
      ))}
    </div>
  );
}
