#!/usr/bin/env node
// The `crossings` command. It runs the compiled CLI (dist/cli/main.js, made by `npm run build`, and all
// an installed package has). In a source checkout whose sources changed since the last build, or that
// was never built, it runs the TypeScript sources through tsx instead (a development dependency), so
// the command never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = `${root}dist/.built`;
const sources = `${root}src`;

/** The newest modification time of a source the build compiles (everything in src/ but the web client, which Vite builds). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!(dir === sources && entry.name === 'web')) newest = Math.max(newest, newestSource(`${dir}/${entry.name}`));
    } else newest = Math.max(newest, statSync(`${dir}/${entry.name}`).mtimeMs);
  }
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : -1;
const haveSources = existsSync(sources);
// A game module in development written in TypeScript (CROSSINGS_EXTRA_GAMES=my-game.ts) needs tsx,
// in the lab's worker threads too: the sources' worker entry registers it there.
const extraInTypeScript = /\.tsx?(,|$)/.test(process.env.CROSSINGS_EXTRA_GAMES ?? '');
const fromSources = haveSources && (extraInTypeScript || built < 0 || newestSource(sources) > built);

async function registerTsx(why) {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    console.error(`crossings: ${why}, and tsx is not installed to run TypeScript: ${haveSources ? 'run `npm install` then `npm run build`' : 'install it (npm install tsx)'}.`);
    process.exit(1);
  }
}

if (fromSources) {
  await registerTsx('the compiled command is missing or older than the sources');
  await import('../src/cli/main.ts');
} else {
  if (extraInTypeScript) await registerTsx('CROSSINGS_EXTRA_GAMES names a TypeScript module');
  await import('../dist/cli/main.js');
}
