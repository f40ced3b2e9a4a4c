/**
 * Every lab page a designer reads — the report of each game, the A/B comparison, the sweep, the tune and
 * the ladder — speaks to a designer (docs/lab.md, The report): no code identifiers in its text (the list
 * below), no bare rule IDs, one value per figure wherever it appears (data-figure), every statistical term
 * it uses explained in its glossary, and every glossary term in docs/lab.md's Glossary. Tiny batches in
 * this thread: the words are under test, not the figures.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../../src/lab/catalogue.ts';
import { labCompare, renderComparison } from '../../src/lab/compare/index.ts';
import { renderLadderHtml } from '../../src/lab/ladder/index.ts';
import { runLadder } from '../../src/lab/ladder/ladder.ts';
import { labReport, renderHtml } from '../../src/lab/report/index.ts';
import { GLOSSARY } from '../../src/lab/report/plain.ts';
import { parseParam } from '../../src/lab/tune/grid.ts';
import { renderSweepHtml, renderTuneHtml } from '../../src/lab/tune/html.ts';
import { runSweep } from '../../src/lab/tune/sweep.ts';
import { parseGoal } from '../../src/lab/tune/targets.ts';
import { runTune } from '../../src/lab/tune/tune.ts';
import { richCareersContent } from '../fixtures/lab/emigration-variant.ts';

/** Code identifiers a designer must never read (what the pages once leaked, and their kin). */
const CODE_IDENTIFIERS = [
  'Outcome.stats', 'Outcome.scores', 'outcome.stats', 'part=value', 'kind part', 'actionToStruct', 'maxActions', 'evaluate(',
  'altFacts', 'naturalDisaster', 'openBorders', 'closedBorders', 'fakeNews', 'fogDecline', 'fogDiscard', 'buySkip', 'playAid', 'keepAid',
  'sentAway', 'inEurope', 'deadSea', 'deadWar', 'housedNow', 'displacedNow', 'handedOver',
  'seat-gap', 'first-player', 'mean-length', 'stat:', 'lab-report', 'lab-compare', 'a.report', 'μ', 'σ',
  'undefined', 'NaN', '[object', 'null',
];
const RULE_ID = /\b(RF|EM|BL|DP)-[RD]\d+/;
/** Statistical words, and the glossary entries that explain them. */
const TERM_WORDS: Array<[RegExp, string[]]> = [
  [/Wilson/, ['wilson']], [/Bonferroni/, ['bonferroni']], [/Holm/, ['holm']], [/McNemar/, ['mcnemar']], [/Welch|Student/, ['t-test']],
  [/bootstrap/i, ['bootstrap']], [/delta method/i, ['delta-method']], [/NTBEA/, ['ntbea']], [/Ludii/, ['ludii', 'balance']], [/p-value/, ['p-value']],
  [/standard deviation/i, ['standard-deviation']], [/median/i, ['median']], [/\binterval\b/, ['interval', 'wilson']],
];

/** The text a reader sees: no scripts, styles or data, no command lines (<code>), tags stripped, entities read. */
function visibleText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<title>[\s\S]*?<\/title>/g, ' ').replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

const pages: Record<string, string> = {};

beforeAll(async () => {
  for (const [id, players] of [['refugee', 3], ['emigration', 2], ['borderlines', 4], ['displacement', 4]] as const) {
    pages[`report of ${id}`] = renderHtml(await labReport({ game: id, games: 4, players, bots: ['heuristic:1', 'random'], seed: 2, workers: 0, estimates: id === 'refugee' }));
  }
  const emigration = await findGame('emigration');
  pages['A/B comparison'] = renderComparison(await labCompare({
    game: emigration, games: 6, players: 2, bots: ['heuristic:1', 'random'], seed: 3, workers: 0, estimates: false,
    a: { file: null }, b: { content: richCareersContent(), file: 'rich-careers.json' },
  }));
  const displacement = await findGame('displacement');
  const config = { game: displacement, games: 2, players: 2, bots: ['heuristic'], seed: 11, workers: 0, options: { roundLimit: 'on' } };
  pages.sweep = renderSweepHtml(await runSweep({ ...config, params: [parseParam('/rules/rounds=2,4')], target: 'mean-length' }));
  pages.tune = renderTuneHtml(await runTune({ ...config, params: [parseParam('/rules/rounds=2,4')], goals: [parseGoal('mean-length<=40')], budget: 2, evidenceGames: 2 }));
  pages.ladder = renderLadderHtml(await runLadder({ game: 'emigration', specs: ['random', 'heuristic:1'], players: 2, gamesPerTable: 2, seed: 1, workers: 0 }));
}, 120_000);

describe('every lab page speaks to a designer', () => {
  it('has no code identifiers and no bare rule IDs in its text', () => {
    expect(Object.keys(pages)).toHaveLength(8);
    for (const [name, html] of Object.entries(pages)) {
      const text = visibleText(html);
      for (const word of CODE_IDENTIFIERS) expect(text.includes(word), `${name}: “${word}”`).toBe(false);
      expect(RULE_ID.exec(text)?.[0] ?? null, name).toBe(null);
    }
  });

  it('shows each figure with one value wherever it appears', () => {
    const report = pages['report of refugee'];
    const seen = new Map<string, Set<string>>();
    for (const [, id, text] of report.matchAll(/<span class="fig" data-figure="([^"]+)">([^<]*)<\/span>/g)) {
      seen.set(id, (seen.get(id) ?? new Set()).add(text));
    }
    // The balance, the seat gap and the first mover appear in the answer and again in their sections.
    for (const id of ['balance', 'seat-gap', 'fair-share', 'first-mover-advantage', 'length-median']) expect([...seen.get(id) ?? []].length, id).toBeGreaterThan(0);
    expect([...report.matchAll(/data-figure="balance"/g)].length).toBeGreaterThan(1);
    for (const [id, values] of seen) expect([...values], id).toHaveLength(1);
  });

  it('explains every statistical term it uses, in its own glossary', () => {
    for (const [name, html] of Object.entries(pages)) {
      const text = visibleText(html);
      const defined = new Set([...html.matchAll(/<dt id="g-([\w-]+)">/g)].map((m) => m[1]));
      for (const [, id] of html.matchAll(/<a class="term" href="#g-([\w-]+)">/g)) expect(defined.has(id), `${name}: link to ${id}`).toBe(true);
      for (const [word, ids] of TERM_WORDS) {
        if (word.test(text)) expect(ids.some((id) => defined.has(id)), `${name}: ${String(word)} unexplained`).toBe(true);
      }
      // The first use of a term carries its plain sentence.
      for (const id of defined) expect(html.includes(`href="#g-${id}"`), `${name}: ${id}`).toBe(true);
    }
  });

  it('every catalogue game names each of its moves in words (catalogue.moves)', async () => {
    for (const id of ['refugee', 'emigration', 'borderlines', 'displacement']) {
      const game = await findGame(id);
      const moves = game.catalogue?.moves ?? {};
      for (const kind of game.actionKinds ?? []) expect(moves[kind], `${id}: ${kind}`).toMatch(/^\S/);
    }
  });

  it('every glossary term is in docs/lab.md’s Glossary, with its sentence', () => {
    const docs = readFileSync(new URL('../../docs/lab.md', import.meta.url), 'utf8');
    const start = docs.indexOf('\n## Glossary');
    expect(start).toBeGreaterThan(0);
    const end = docs.indexOf('\n## ', start + 5);
    const glossary = docs.slice(start, end === -1 ? undefined : end).replace(/’/g, "'");
    for (const t of Object.values(GLOSSARY)) {
      expect(glossary.toLowerCase().includes(`**${t.term.replace(/’/g, "'").toLowerCase()}**`), t.term).toBe(true);
      expect(glossary.includes(t.plain.replace(/’/g, "'")), `${t.term}: its sentence`).toBe(true);
    }
  });
});
