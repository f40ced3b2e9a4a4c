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
 * English, the fallback, comes with the page. Another language's catalogues, and its translations of
 * the games' catalogue texts (namespace `games`, read by ./games.ts), load when that language is first
 * chosen (`setLanguage`, `i18n.changeLanguage`, or at start for a reader whose language it is; main.tsx
 * draws once they are in), so the first page a phone opens carries one language (docs/performance.md,
 * "The web client"). A board's catalogues (`board-<game>`, about half of all the text) come with the
 * board's own chunk in every language, registered with `addCatalogues` when it loads; so do the
 * table's, the local game's and the lab's (`table`, `local`, `lab`: table/texts.ts, local/texts.ts,
 * lab/texts.ts), which the first page does not show.
 */
const files = import.meta.glob<Catalogue>(['./locales/en/*.json', '!./locales/en/board-*.json', '!./locales/en/table.json', '!./locales/en/local.json', '!./locales/en/lab.json'], { eager: true, import: 'default' });
const onDemand = import.meta.glob<Catalogue>(['./locales/*/*.json', '!./locales/en/*.json', '!./locales/*/board-*.json', '!./locales/*/table.json', '!./locales/*/local.json', '!./locales/*/lab.json'], { import: 'default' });
const gameTexts = import.meta.glob<Catalogue>('./games/*/*.json', { import: 'default' });

/** A namespace of `lng` that did not come with the page. */
async function loadNamespace(lng: string, ns: string): Promise<Catalogue> {
  if (ns === GAMES_NS) {
    const out: Catalogue = {};
    for (const [file, load] of Object.entries(gameTexts)) {
      const m = /^\.\/games\/([^/]+)\/([^/]+)\.json$/.exec(file);
      if (m && m[1] === lng) out[m[2]] = await load();
    }
    return out;
  }
  const load = onDemand[`./locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`There are no interface texts "${ns}" in ${lng}`);
  return load();
}

/** The games' catalogue texts in a language other than English (./games.ts). */
export const GAMES_NS = 'games';

/** i18next's backend: a namespace that did not come with the page is imported when first needed. */
const onDemandBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, done: (err: unknown, data: Catalogue | false) => void) {
    loadNamespace(lng, ns).then((data) => done(null, data), (err: unknown) => {
      // Said where the browser tests look; the page shows English meanwhile (the fallback).
      console.error(`Could not load the interface texts "${ns}" in ${lng}: ${String(err)}`);
      done(err, false);
    });
  },
};

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

/** The catalogues that come with the page (English's), as `{ lng: { ns: messages } }`. */
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

/** Keeps the reader's choice and switches to it once its texts are in (the returned promise). */
export function setLanguage(lng: Language): Promise<unknown> {
  try { localStorage.setItem(STORAGE_KEY, lng); } catch { /* the choice lasts for this page only */ }
  document.documentElement.lang = lng;
  return i18n.changeLanguage(lng);
}

const resources = catalogues();
export const i18n: I18n = i18next.createInstance();
/** Resolves when the reader's language is ready to draw (at once for English). */
export const i18nReady: Promise<unknown> = i18n.use(onDemandBackend).use(initReactI18next).init({
  resources,
  // Catalogues given here (English) are not asked of the backend; other languages' are.
  partialBundledLanguages: true,
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  // Exactly the languages there are: not 'zh' on the way from 'zh-Hant' to English.
  supportedLngs: LANGUAGES.map((l) => l.code),
  load: 'currentOnly',
  ns: [...Object.keys(resources[DEFAULT_LANGUAGE] ?? {}), GAMES_NS],
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

/** Every language's texts, for a page that writes a line in all of them at once (fixed.ts `lineInAll`). */
export function loadAllLanguages(): Promise<unknown> {
  return i18n.loadLanguages(LANGUAGES.map((l) => l.code));
}

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
