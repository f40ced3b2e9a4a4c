/**
 * The interface's languages (issue 14): English and Traditional Chinese, chosen per person and kept in
 * the browser (`crossings.language`). i18next + react-i18next: catalogues are plain JSON data, one file
 * per namespace and language under `locales/<lng>/<ns>.json`, loaded with the page (no compile step);
 * test/web/i18n.test.ts fails when a key is missing in either language. research.md weighs the
 * libraries: Lingui is smaller (3.4 KB against 19 KB gzip) but needs a compiler in the build.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-Hant', label: '繁體中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'crossings.language';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every catalogue as `{ lng: { ns: messages } }`, read from the locale files. */
export function catalogues(): Record<string, Record<string, Catalogue>> {
  const out: Record<string, Record<string, Catalogue>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    (out[m[1]] ??= {})[m[2]] = messages;
  }
  return out;
}

export function isLanguage(x: unknown): x is Language {
  return LANGUAGES.some((l) => l.code === x);
}

/** The language kept in this browser, else the browser's own when it is Chinese, else English. */
export function storedLanguage(): Language {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch { /* storage blocked: fall through */ }
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return /^zh/i.test(nav) ? 'zh-Hant' : DEFAULT_LANGUAGE;
}

export function setLanguage(lng: Language): void {
  try { localStorage.setItem(STORAGE_KEY, lng); } catch { /* the choice lasts for this page only */ }
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

const resources = catalogues();
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  // A key missing in a language is a bug the catalogue test catches; in the page it shows English.
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** `t` for a namespace; importing this module is what sets the instance up, so components use this hook. */
export function useT(ns: string = 'common') {
  return useTranslation(ns, { i18n });
}
