// ESLint flat config: recommended JS + typescript-eslint rules over the whole package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Layering (see docs/architecture.md): engine → games → bots/lab → server, cli, web. A file may not
 * import a layer above its own. Matched on relative import paths, so `node:stream/web` is not a layer.
 */
function forbidLayers(layers, why) {
  return ['error', { patterns: [{ regex: `^\\.{1,2}/(.*/)?(${layers.join('|')})(/|$)`, message: why }] }];
}
const layering = [
  { files: ['src/engine/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbidLayers(['games', 'bots', 'lab', 'server', 'cli', 'web'], 'The engine imports nothing from games, bots, lab, server, cli or web.') } },
  { files: ['src/games/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbidLayers(['bots', 'lab', 'server', 'cli', 'web'], 'Games import only the engine (and their own files).') } },
  { files: ['src/bots/**/*.{ts,tsx}', 'src/lab/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbidLayers(['server', 'cli', 'web'], 'Bots and the lab do not import the server, the CLI or the web client.') } },
  // The web client (boards above all) reads a game only through its public entry, so it can rely on
  // nothing but what the game exports: no codec, rule or data module of its own (docs/architecture.md §8).
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^(\\.{1,2}/|/)(.*/)?games/[^/]+/(?!index\\.ts$)',
        message: 'The web client imports a game only through src/games/<id>/index.ts (or src/games/index.ts, src/games/all.ts), never its internal modules.',
      }] }],
    },
  },
];

/**
 * The server's folders (docs/architecture.md §10, "The server's folders"), in dependency order: a
 * folder may import its own files and the folders before it, never a folder after it nor the entry
 * points at the top of src/server (app.ts, main.ts, cluster-primary.ts), which import the folders.
 * Type-only imports and re-exports count too. Matched on relative paths: `../name/` is a sibling
 * folder, `../../` leaves the server (the layers above govern that).
 */
const SERVER_FOLDERS = ['common', 'storage', 'bots', 'room', 'workshop', 'http', 'cluster', 'startup'];
const serverFolders = SERVER_FOLDERS.map((folder, i) => {
  const allowed = SERVER_FOLDERS.slice(0, i);
  const may = allowed.length ? `may import only ${allowed.map((f) => `${f}/`).join(', ')} of the server's folders` : 'imports nothing else of the server';
  return {
    files: [`src/server/${folder}/**/*.{ts,mts,js,mjs}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: `^\\.\\./(?!\\.\\./${allowed.map((f) => `|${f}/`).join('')})`,
        message: `src/server/${folder}/ ${may} (docs/architecture.md §10): no folder after it in the order, nor the entry points app.ts, main.ts, cluster-primary.ts.`,
      }] }],
    },
  };
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-bench/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware, for the source only: a LocalText (src/engine/lang.ts) or any object put into a text
  // reads "[object Object]" (it once merged two different #refugee cards into one). Costs ~10 s.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      '@typescript-eslint/no-base-to-string': 'error',
    },
  },
  // The web client runs in the browser.
  { files: ['src/web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  ...layering,
  ...serverFolders,
);
