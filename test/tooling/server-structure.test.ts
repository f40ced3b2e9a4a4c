/**
 * The server's shape (docs/architecture.md §10, "The server's folders"): no file of src/server imports
 * itself back through a chain of relative imports (type-only imports included: a cycle of types still
 * ties the files into one unit that cannot be read or tested alone), and no file is longer than
 * MAX_LINES. The folders' import directions are ESLint's (eslint.config.js, import-direction.test.ts);
 * this catches what a direction rule cannot: a circle inside one folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/server';
/** DEVELOPERS.md: small modules, a few hundred lines. */
const MAX_LINES = 400;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

const isSource = (file: string) => /\.(ts|tsx|mts|mjs|js)$/.test(file);

/**
 * The relative specifiers a source text imports: `import … from '…'` (`import type` too),
 * `export … from '…'`, side-effect `import '…'` and dynamic `import('…')`. Comments are skipped,
 * so a path quoted in a comment is not an import.
 */
export function relativeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) if (m[1].startsWith('.')) found.push(m[1]);
  return found;
}

/** The files (path → text) longer than `max` lines, each named with its count, as `wc -l` counts. */
export function tooLong(files: ReadonlyMap<string, string>, max: number): string[] {
  return [...files]
    .map(([file, text]) => ({ file, lines: text.split('\n').length - 1 }))
    .filter((f) => f.lines > max)
    .map((f) => `${f.file}: ${f.lines} lines`);
}

/** Every file of `dir` (recursively) → the files of `dir` it imports. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(dir).filter(isSource)) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((spec) => relative('.', resolve(dirname(file), spec)))
      .filter((target) => target.startsWith(`${dir}/`));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of a directed graph, one per strongly connected component of more than one node (or a
 * node importing itself), each given as a path that comes back to its start: ['a', 'b', 'a'].
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const edges = (n: string) => graph.get(n) ?? [];
  const visit = (n: string) => {
    index.set(n, counter);
    low.set(n, counter++);
    stack.push(n);
    onStack.add(n);
    for (const m of edges(n)) {
      if (!index.has(m)) {
        visit(m);
        low.set(n, Math.min(low.get(n)!, low.get(m)!));
      } else if (onStack.has(m)) {
        low.set(n, Math.min(low.get(n)!, index.get(m)!));
      }
    }
    if (low.get(n) === index.get(n)) {
      const component: string[] = [];
      let m: string;
      do {
        m = stack.pop()!;
        onStack.delete(m);
        component.push(m);
      } while (m !== n);
      if (component.length > 1 || edges(n).includes(n)) components.push(component);
    }
  };
  for (const n of [...graph.keys()].sort()) if (!index.has(n)) visit(n);
  // Name each component by one cycle through it: from its first node, follow edges inside it home.
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const path = [start];
    const seen = new Set([start]);
    const walk = (n: string): boolean => {
      for (const m of edges(n)) {
        if (m === start) {
          path.push(m);
          return true;
        }
        if (!inside.has(m) || seen.has(m)) continue;
        seen.add(m);
        path.push(m);
        if (walk(m)) return true;
        path.pop();
      }
      return false;
    };
    walk(start);
    return path;
  });
}

describe('the checks themselves', () => {
  it('finds a circle of three, and a file importing itself, and names them', () => {
    const graph = new Map([
      ['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']], ['f', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
  });

  it('names a file over the limit and passes one at it', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    expect(tooLong(new Map([['a.ts', lines(401)], ['b.ts', lines(400)], ['c.ts', lines(3)]]), 400)).toEqual(['a.ts: 401 lines']);
  });

  it('finds nothing in a graph that only runs one way', () => {
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('reads type imports, re-exports and dynamic imports, and skips comments and packages', () => {
    const source = [
      "import type { Room } from './room.ts';",
      "import {\n  a,\n  b,\n} from '../storage/types.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const m = await import('./main.ts');",
      "import './side-effect.ts';",
      "import { z } from 'zod';",
      "// import { x } from './in-a-comment.ts';",
      "/* export { y } from './in-a-block.ts'; */",
    ].join('\n');
    expect(relativeImports(source).sort()).toEqual(['../storage/types.ts', './c.ts', './d.ts', './main.ts', './room.ts', './side-effect.ts']);
  });
});

describe(`${ROOT}`, () => {
  it('exists and is read as a graph of its files', () => {
    expect(existsSync(ROOT)).toBe(true);
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(20);
    // The reading works: the entry point imports the folders.
    expect(graph.get(`${ROOT}/app.ts`)?.length ?? 0).toBeGreaterThan(5);
  });

  it('has no import cycle (type-only imports count)', () => {
    const cycles = findCycles(importGraph(ROOT)).map((c) => c.join(' → '));
    expect(cycles, 'each cycle: a file, the files it imports in turn, and the file again').toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const files = new Map(filesUnder(ROOT).map((file) => [file, readFileSync(file, 'utf8')]));
    expect(tooLong(files, MAX_LINES), 'split a file that grew past the limit into modules of one concern each').toEqual([]);
  });
});
