/**
 * The web client's page (index.html) as the server sends it for an address whose route it knows: with
 * `<link rel="modulepreload">` for the chunks that route's page imports, a preload of the data it asks for
 * first, and for a short link the address of the page it stands for. On a phone's slow network each file
 * asked for only once another has arrived costs a round trip (about 0.56 s on "Fast 3G"); named in the page,
 * they all download beside the entry script (docs/performance.md, "Round trips on a phone").
 *
 * Which files a page needs comes from Vite's build manifest (dist/web/.vite/manifest.json, vite.config.ts
 * `build.manifest`): a module's chunk, the chunks it imports statically (transitively) and their styles. A
 * module that shares a chunk with others (vite.config.ts's groups) is found through module-chunks.json
 * beside it. A build without a manifest (a test's stand-in page, an older build) gets the plain page. A
 * manifest that cannot be read, or one that does not name a module a route asks for (a page renamed without
 * page-routes.ts), is logged at error level: the page still works, but a phone would wait round trips again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page's answer names besides the client's own entry. */
export interface PagePlan {
  /** Source modules as the manifest keys them (relative to src/web), e.g. `online/RoomPage.tsx`; a build that lacks one is logged. */
  modules?: string[];
  /** Modules named when the build has them (a game's board: a game only the server knows has none). */
  ifBuilt?: string[];
  /** Same-origin API addresses the page fetches first without a token (each answer the same for anyone). */
  fetches?: string[];
  /** The address of the page this one stands for (a short link's): the client shows that page there. */
  canonical?: string;
  /**
   * Entry modules of the build (not the client's own) the page runs as scripts of their own, as soon as
   * they arrive: a room page's early socket (src/web/online/early-room.ts). A build that lacks one is logged.
   */
  scripts?: string[];
}

interface Loaded {
  stamp: string;
  html: string;
  manifest: Manifest | null;
  /** A source module's manifest key: its own, or its chunk's (module-chunks.json names the chunk's file). */
  keyOf: (module: string) => string | undefined;
  /** Modules already reported missing from this build's manifest (each logged once). */
  reported: Set<string>;
}

/** Only plain same-origin paths go into the page: letters, digits and `/ - _ .`, not `//` (another host). */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]*$/;

export class PageHtml {
  private loaded: Loaded | null = null;

  constructor(private readonly webRoot: string, private readonly log: FastifyBaseLogger) {}

  /** A JSON file of the build's .vite folder; null without it (then no preloads), and logged when it is there but unreadable. */
  private readBuildJson<T>(name: string): T | null {
    const file = path.join(this.webRoot, '.vite', name);
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.log.error({ err, file }, 'web client build: its manifest cannot be read; pages are sent without preloads');
      return null;
    }
  }

  /** index.html and the manifest, read again when a new build replaced index.html. */
  private current(): Loaded {
    const index = path.join(this.webRoot, 'index.html');
    const stat = fs.statSync(index);
    const stamp = `${stat.mtimeMs} ${stat.size}`;
    if (this.loaded?.stamp !== stamp) {
      const manifest = this.readBuildJson<Manifest>('manifest.json');
      const chunks = this.readBuildJson<Record<string, string>>('module-chunks.json') ?? {};
      const keyByFile = new Map(Object.entries(manifest ?? {}).map(([key, c]) => [c.file, key]));
      const keyOf = (module: string) => (manifest?.[module] ? module : keyByFile.get(chunks[module] ?? ''));
      this.loaded = { stamp, html: fs.readFileSync(index, 'utf8'), manifest, keyOf, reported: new Set() };
    }
    return this.loaded;
  }

  /** The files a plan's modules need beyond the entry: scripts and styles, each once, in import order. */
  files(modules: string[], ifBuilt: string[] = []): { scripts: string[]; styles: string[] } {
    const { manifest, keyOf, reported } = this.current();
    const scripts: string[] = [];
    const styles: string[] = [];
    if (!manifest) return { scripts, styles };
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      // The entry (index.html) is in the page already, with its style.
      if (!chunk || chunk.isEntry) return;
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const m of modules) {
      const key = keyOf(m);
      if (key) visit(key);
      else if (!reported.has(m)) {
        reported.add(m);
        this.log.error({ module: m, webRoot: this.webRoot }, 'web client build: its manifest does not name a module a page preloads (renamed or moved? src/server/http/page-routes.ts); that page is sent without it');
      }
    }
    for (const m of ifBuilt) {
      const key = keyOf(m);
      if (key) visit(key);
    }
    return { scripts, styles };
  }

  /** The files of entry modules other than the client's own (PagePlan.scripts); each missing one is logged once. */
  entryFiles(modules: string[]): string[] {
    const { manifest, reported } = this.current();
    if (!manifest) return [];
    const files: string[] = [];
    for (const m of modules) {
      const chunk = manifest[m];
      if (chunk?.isEntry) files.push(`/${chunk.file}`);
      else if (!reported.has(m)) {
        reported.add(m);
        this.log.error({ module: m, webRoot: this.webRoot }, 'web client build: its manifest does not name an entry a page runs (vite.config.ts build input; src/server/http/page-routes.ts); that page is sent without it');
      }
    }
    return files;
  }

  /** The page with the plan's links added at the end of its head (after the entry, which goes first). */
  render(plan: PagePlan): string {
    const { html } = this.current();
    const { scripts, styles } = this.files(plan.modules ?? [], plan.ifBuilt ?? []);
    const safe = (paths: string[]) => paths.filter((p) => SAFE_PATH.test(p));
    const links = [
      // `async`: it runs as soon as it arrives, before the client's entry is even downloaded.
      ...safe(this.entryFiles(plan.scripts ?? [])).map((s) => `<script type="module" async crossorigin src="${s}"></script>`),
      ...safe(scripts).map((s) => `<link rel="modulepreload" crossorigin href="${s}">`),
      ...safe(styles).map((s) => `<link rel="preload" as="style" crossorigin href="${s}">`),
      // `crossorigin` (anonymous) is what matches the client's own fetch (mode cors, same-origin credentials).
      ...safe(plan.fetches ?? []).map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}">`),
      ...safe(plan.canonical ? [plan.canonical] : []).map((c) => `<link rel="canonical" href="${c}">`),
    ];
    if (links.length === 0) return html;
    return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  }

  /** Answers a page request with the plan's page, compressed as the browser accepts; asked again each visit. */
  send(req: FastifyRequest, reply: FastifyReply, plan: PagePlan): FastifyReply {
    const body = Buffer.from(this.render(plan));
    const accepts = String(req.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // A few kilobytes, made for this address: compressed here, quickly (the built files were compressed at build time).
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
    return reply.send(body);
  }
}
