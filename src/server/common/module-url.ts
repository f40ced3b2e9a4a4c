/**
 * The URL of a module beside `from` (an `import.meta.url`), in the same form as `from`: `name.ts` when
 * the server runs from its TypeScript sources (through tsx: tests, `npm run dev`), `name.js` when it runs
 * compiled (dist/, what `npm start` and the installed package run). A worker thread's entry is named
 * by URL, which the compiler does not rewrite as it rewrites imports.
 */
export function siblingModule(name: string, from: string): URL {
  return new URL(`${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}
