/**
 * The interface's languages (docs/architecture.md §12): English and Traditional Chinese, chosen per
 * person and kept in the browser (`crossings.language`). i18next + react-i18next: catalogues are plain
 * JSON data, one file per namespace and language under `locales/<lng>/<ns>.json`, loaded with the page
 * (no compile step); test/web/i18n.test.ts fails when a key is missing in either language. research.md
 * weighs the libraries: Lingui is smaller (3.4 KB against 19 KB gzip) but needs a compiler in the build.
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

export type Catalogue = Record<string, unknown>;
/**
 * The shell's catalogues come with the page. A board's (`board-<game>`, about half of all the text)
 * come with the board's own chunk, which registers them with `addCatalogues` when it loads, so the
 * home page does not carry every table's words in both languages.
 */
const files = import.meta.glob<Catalogue>(['./locales/*/*.json', '!./locales/*/board-*.json'], { eager: true, import: 'default' });

/** Catalogues as `{ lng: { ns: messages } }`, from locale files keyed by their path (`…/locales/<lng>/<ns>.json`). */
function byLanguage(found: Record<string, Catalogue>): Record<string, Record<string, Catalogue>> {
  const out: Record<string, Record<string, Catalogue>> = {};
  for (const [path, messages] of Object.entries(found)) {
    const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) throw new Error(`Not a locale file: ${path}`);
    (out[m[1]] ??= {})[m[2]] = messages;
  }
  return out;
}

/** The catalogues loaded with the page, as `{ lng: { ns: messages } }`. */
export function catalogues(): Record<string, Record<string, Catalogue>> {
  return byLanguage(files);
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
  // A key missing in every language (or a namespace not loaded: a board's catalogue that did not
  // register) shows as the raw key: say so in the console, where the browser tests catch it. A lookup
  // that gives its own default (`defaultValue`) is a deliberate fallback, not a missing text.
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
    if (options && 'defaultValue' in options) return;
    console.error(`Missing interface text "${ns}:${key}" (${lngs.join(', ')})`);
  },
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Registers catalogues that load with a page's chunk (a board's), from an eager `import.meta.glob` of locale files. */
export function addCatalogues(found: Record<string, Catalogue>): void {
  for (const [lng, namespaces] of Object.entries(byLanguage(found))) {
    for (const [ns, messages] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, messages, true, true);
  }
}

/** `t` for a namespace; importing this module is what sets the instance up, so components use this hook. */
export function useT(ns: string = 'common') {
  return useTranslation(ns, { i18n });
}
