/**
 * Every registered game's catalogue texts in Traditional Chinese, for classes in Taiwan and
 * Hong Kong: src/web/i18n/games/zh-Hant/<id>.json says in Chinese what src/games/<id>/index.ts
 * declares in English — the title (still recognisable), the summary and length, every variant option
 * and value, every end-screen figure, the score, and the debrief's chart title and questions (as many,
 * in the same order). No text is empty, and every one but the title is written in Chinese.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';

const DIR = join(import.meta.dirname, '../../src/web/i18n/games/zh-Hant');
const HAN = /\p{Script=Han}/u;

interface FigureZh { label: string; help: string }
interface GameTextZh {
  title: string;
  summary: string;
  length: string;
  variants: Record<string, { label: string; choices: Record<string, string> }>;
  figures: Record<string, FigureZh>;
  score: FigureZh | null;
  debrief?: { chartTitle: string; questions: string[] };
}

const games = listGames();
const sorted = (xs: Iterable<string>) => [...xs].sort();

function chinese(text: unknown, where: string): void {
  expect(typeof text, where).toBe('string');
  expect((text as string).trim(), where).not.toBe('');
  expect(text, `${where} in Chinese`).toMatch(HAN);
}

describe('game texts in Traditional Chinese', () => {
  it('has one file for each registered game, and none for a game that is not registered', () => {
    expect(games.length).toBeGreaterThan(0);
    const files = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith('.json')) : [];
    expect(sorted(files)).toEqual(sorted(games.map((g) => `${g.id}.json`)));
  });
});

describe.each(games.map((g) => [g.id, g] as const))('%s in Traditional Chinese', (id, game) => {
  const file = join(DIR, `${id}.json`);
  const zh = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as GameTextZh;
  const catalogue = game.catalogue;

  it('exists, with a recognisable title, a summary and a length', () => {
    expect(existsSync(file), file).toBe(true);
    expect(catalogue, 'the game declares its catalogue').toBeDefined();
    expect(zh.title?.trim(), 'title').toBeTruthy();
    // "#refugee" stays "#refugee"; "Borderlines: A Perilous Escape" may become "Borderlines：穿越邊界".
    expect(zh.title, 'the English title, or its first part, stays').toContain(game.title.split(':')[0].trim());
    chinese(zh.summary, 'summary');
    chinese(zh.length, 'length');
  });

  it('has the variants of the catalogue: the same options and the same values', () => {
    const variants = catalogue?.variants ?? [];
    expect(sorted(Object.keys(zh.variants ?? {})), 'options').toEqual(sorted(variants.map((v) => v.option)));
    for (const v of variants) {
      const text = zh.variants?.[v.option];
      chinese(text?.label, `variants.${v.option}.label`);
      expect(sorted(Object.keys(text?.choices ?? {})), `variants.${v.option} values`).toEqual(sorted(v.choices.map((c) => c.value)));
      for (const c of v.choices) chinese(text?.choices?.[c.value], `variants.${v.option}.choices.${c.value}`);
    }
  });

  it('has exactly the figures of the catalogue, and its score', () => {
    const figures = catalogue?.figures ?? {};
    expect(sorted(Object.keys(zh.figures ?? {})), 'figure keys').toEqual(sorted(Object.keys(figures)));
    for (const key of Object.keys(figures)) {
      chinese(zh.figures?.[key]?.label, `figures.${key}.label`);
      chinese(zh.figures?.[key]?.help, `figures.${key}.help`);
    }
    expect(zh, 'score (null when the game has none)').toHaveProperty('score');
    if (catalogue?.score) {
      chinese(zh.score?.label, 'score.label');
      chinese(zh.score?.help, 'score.help');
    } else {
      expect(zh.score, 'score').toBeNull();
    }
  });

  it('has the debrief of the catalogue: its chart title and as many questions', () => {
    const debrief = catalogue?.debrief;
    if (!debrief) {
      expect(zh.debrief, 'no debrief when the game declares none').toBeUndefined();
      return;
    }
    chinese(zh.debrief?.chartTitle, 'debrief.chartTitle');
    expect(zh.debrief?.questions?.length, 'questions, as many as the game asks').toBe(debrief.questions.length);
    expect(debrief.questions.length, 'the game asks questions').toBeGreaterThan(0);
    zh.debrief?.questions.forEach((q, i) => chinese(q, `debrief.questions[${i}]`));
  });
});
