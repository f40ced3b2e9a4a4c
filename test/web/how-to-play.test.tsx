// @vitest-environment jsdom
/**
 * Every game with a board has a how-to-play written for people (docs/architecture.md §11): the goal, a
 * turn step by step, the words on the table explained, with pictures of the real components drawn by its
 * board. The numbered rules stay in docs/rules; none of their machinery leaks into the how-to-play.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';
import { hasBoard, loadBoard } from '../../src/web/boards/index.ts';
import { pictureKeys, renderMarkdown } from '../../src/web/table/markdown.tsx';

afterEach(cleanup);

const games = listGames().filter((g) => hasBoard(g.id));

describe.each(games.map((g) => [g.id, g.title] as const))('how to play %s', (id, title) => {
  const file = `docs/how-to-play/${id}.md`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';

  it('exists and has the goal, a turn step by step, and the words explained', () => {
    expect(existsSync(file), file).toBe(true);
    expect(text).toMatch(new RegExp(`^# How to play ${title.replace(/[#]/g, '\\$&')}\\s*$`, 'm'));
    for (const heading of ['## The goal', '## A turn, step by step', '## Words on the table']) expect(text, heading).toContain(heading);
    const turn = text.split('## A turn, step by step')[1].split('\n## ')[0];
    expect(turn.match(/^\d+\. /gm)?.length ?? 0, 'numbered steps').toBeGreaterThanOrEqual(3);
    const words = text.split('## Words on the table')[1].split('\n## ')[0];
    expect(words.match(/^- \*\*[^*]+\*\* — /gm)?.length ?? 0, 'words explained as "- **Word** — …"').toBeGreaterThanOrEqual(8);
  });

  it('is for players: no rule numbers, file paths or commands', () => {
    expect(text).not.toMatch(/\b[A-Z]{2}-[RD]\d+\b|src\/|npm run|`[a-z]+\.ts`/);
  });

  it('shows the real components: every picture it names is drawn by the board', async () => {
    const board = await loadBoard(id);
    const keys = pictureKeys(text);
    expect(keys.length, 'pictures in the how-to-play').toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(board.pictures?.[key], `picture:${key}`).toBeDefined();
    render(<div>{renderMarkdown(text, board.pictures)}</div>);
    const figures = [...document.querySelectorAll('figure')];
    expect(figures).toHaveLength(keys.length);
    for (const fig of figures) expect(fig.querySelector('[role=img]')?.childElementCount ?? 0, fig.textContent ?? '').toBeGreaterThan(0);
  });
});

/**
 * The same pages in Traditional Chinese (docs/how-to-play/zh-Hant/<id>.md), for classes in Taiwan and
 * Hong Kong: every English page has one, with the same outline, the same checks (the English required
 * headings in their Chinese words below), and the same pictures of the same components.
 */
const ZH_DIR = 'docs/how-to-play/zh-Hant';
/** The Chinese page's title line is `# 玩法說明：<the game's title>`, maybe followed by a Chinese name in （）. */
const ZH_TITLE = '玩法說明：';
/** Each English required heading, as the Chinese pages write it. */
const ZH_HEADINGS: Record<string, string> = {
  '## The goal': '## 遊戲目標',
  '## A turn, step by step': '## 一個回合，一步一步來',
  '## Words on the table': '## 桌上的用語',
};
const HAN = /\p{Script=Han}/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');
const section = (text: string, heading: string) => (text.split(heading)[1] ?? '').split('\n## ')[0];
const outline = (text: string) => text.split('\n').flatMap((l) => /^(#{1,4}) /.exec(l)?.[1] ?? []);

describe('how to play in Traditional Chinese', () => {
  const english = readdirSync('docs/how-to-play').filter((f) => f.endsWith('.md')).sort();
  const chinese = existsSync(ZH_DIR) ? readdirSync(ZH_DIR).filter((f) => f.endsWith('.md')).sort() : [];

  it('every English page has a Chinese page, and every Chinese page an English one', () => {
    expect(english.length).toBeGreaterThan(0);
    expect(chinese).toEqual(english);
  });

  it('every English required heading has its Chinese words', () => {
    for (const heading of ['## The goal', '## A turn, step by step', '## Words on the table']) {
      expect(ZH_HEADINGS[heading], heading).toMatch(/^## \S/);
      expect(ZH_HEADINGS[heading], heading).toMatch(HAN);
    }
  });
});

describe.each(games.map((g) => [g.id, g.title] as const))('how to play %s in Traditional Chinese', (id, title) => {
  const file = `${ZH_DIR}/${id}.md`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const englishFile = `docs/how-to-play/${id}.md`;
  const english = existsSync(englishFile) ? readFileSync(englishFile, 'utf8') : '';

  it('exists and has the goal, a turn step by step, and the words explained, in Chinese', () => {
    expect(existsSync(file), file).toBe(true);
    expect(text).toMatch(new RegExp(`^# ${ZH_TITLE}${escape(title)}(（[^）\\n]+）)?\\s*$`, 'm'));
    for (const heading of Object.values(ZH_HEADINGS)) expect(text, heading).toContain(heading);
    const turn = section(text, ZH_HEADINGS['## A turn, step by step']);
    expect(turn.match(/^\d+\. /gm)?.length ?? 0, 'numbered steps').toBeGreaterThanOrEqual(3);
    const words = section(text, ZH_HEADINGS['## Words on the table']).match(/^- \*\*[^*]+\*\* — .*$/gm) ?? [];
    expect(words.length, 'words explained as "- **詞** — …"').toBeGreaterThanOrEqual(8);
    for (const line of words) expect(line, 'a word and its explanation in Chinese').toMatch(new RegExp(`^- \\*\\*[^*]*${HAN.source}[^*]*\\*\\* — .*${HAN.source}`, 'u'));
  });

  it('follows the English page: the same outline, as many steps and words', () => {
    expect(outline(text), 'heading levels, in order').toEqual(outline(english));
    const count = (t: string, heading: string, re: RegExp) => section(t, heading).match(re)?.length ?? 0;
    expect(count(text, ZH_HEADINGS['## A turn, step by step'], /^\d+\. /gm), 'numbered steps').toBe(count(english, '## A turn, step by step', /^\d+\. /gm));
    expect(count(text, ZH_HEADINGS['## Words on the table'], /^- \*\*[^*]+\*\* — /gm), 'words').toBe(count(english, '## Words on the table', /^- \*\*[^*]+\*\* — /gm));
  });

  it('is for players: no rule numbers, file paths or commands', () => {
    expect(text).not.toMatch(/\b[A-Z]{2}-[RD]\d+\b|src\/|npm run|`[a-z]+\.ts`/);
  });

  it('shows the same pictures as the English page, every one drawn by the board', async () => {
    const keys = pictureKeys(text);
    expect(new Set(keys), 'the English page\'s picture keys').toEqual(new Set(pictureKeys(english)));
    expect(keys.length, 'pictures in the how-to-play').toBeGreaterThanOrEqual(3);
    const board = await loadBoard(id);
    for (const key of keys) expect(board.pictures?.[key], `picture:${key}`).toBeDefined();
    render(<div>{renderMarkdown(text, board.pictures)}</div>);
    const figures = [...document.querySelectorAll('figure')];
    expect(figures).toHaveLength(keys.length);
    for (const fig of figures) {
      expect(fig.querySelector('[role=img]')?.childElementCount ?? 0, fig.textContent ?? '').toBeGreaterThan(0);
      expect(fig.querySelector('figcaption')?.textContent ?? '', 'a caption in Chinese').toMatch(HAN);
    }
  });
});
