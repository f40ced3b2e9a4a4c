/** The language menu in the top bar: each person picks their own; the choice stays in this browser. */
import { LANGUAGES, isLanguage, setLanguage, useT } from './index.ts';

export function LanguagePicker() {
  const { t, i18n } = useT();
  return (
    <label className="language-picker">
      <select
        value={i18n.language}
        onChange={(e) => { if (isLanguage(e.target.value)) setLanguage(e.target.value); }}
        aria-label={t('language')}
      >
        {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>)}
      </select>
    </label>
  );
}
