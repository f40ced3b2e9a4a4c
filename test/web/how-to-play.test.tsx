// @vitest-environment jsdom
/**
 * Every game with a board has a how-to-play written for people (issue 11): the goal, a turn step by
 * step, the words on the table explained, with pictures of the real components drawn by its board.
 * The numbered rules stay in docs/rules; none of their machinery leaks into the how-to-play.
 */
import { existsSync, readFileSync } from 'node:fs';
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
