// @vitest-environment jsdom
/**
 * The Lab page's form (docs/lab.md, In the browser): content is checked as it is typed or uploaded
 * (invalid JSON with line and column; every problem the game's parser finds, listed), bot specs with the
 * CLI's parser, games and seed as whole numbers, and the Run button waits until everything is valid. Also
 * the route, the home page's way in and the progress words.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentError } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { checkBots, checkContent, defaultContentText, jsonErrorOffset, lineColumn } from '../../src/web/lab/content.ts';
import { LabEntry } from '../../src/web/lab/LabEntry.tsx';
import LabPage from '../../src/web/lab/LabPage.tsx';
import { progressText, secondsLeft } from '../../src/web/lab/progress.ts';
import { parseRoute } from '../../src/web/router.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
const refugee = getGame('refugee');
const runButton = () => screen.getByRole('button', { name: /^Run [\d,]+ games$/ });

/** Content with several faults at once: the parser's own list of them. */
function brokenContent() {
  const c = structuredClone(refugee.defaultContent) as Record<string, unknown>;
  c.refugees = 'nobody';
  c.vetting = [];
  let problems: string[] = [];
  try {
    refugee.parseContent(c);
  } catch (err) {
    problems = (err as ContentError).problems;
  }
  return { text: JSON.stringify(c, null, 2), problems };
}

describe('content and bot checks', () => {
  it('finds where JSON goes wrong, by line and column', () => {
    const text = '{\n  "die": [1, 2,\n  ]\n}';
    const at = jsonErrorOffset(text);
    expect(lineColumn(text, at)).toEqual({ line: 3, column: 3 });
    expect(checkContent(refugee, text)).toMatchObject({ status: 'json', line: 3, column: 3 });
    expect(checkContent(refugee, '{"a": tru}')).toMatchObject({ status: 'json', line: 1, column: 10 });
    expect(checkContent(refugee, '{"a": 1')).toMatchObject({ status: 'json', line: 1, column: 8 });
    expect(checkContent(refugee, '')).toMatchObject({ status: 'json', line: 1, column: 1 });
  });

  it('lists every problem the game finds, and accepts the default content', () => {
    const broken = brokenContent();
    expect(broken.problems.length).toBeGreaterThan(1);
    expect(checkContent(refugee, broken.text)).toEqual({ status: 'invalid', problems: broken.problems });
    expect(checkContent(refugee, defaultContentText(refugee))).toEqual({ status: 'ok', content: refugee.defaultContent });
  });

  it('reads bot lists as the CLI does and names each bad spec', () => {
    expect(checkBots(' heuristic:1 , random ')).toEqual({ bots: ['heuristic:1', 'random'], problems: [] });
    const bad = checkBots('random,ismcts:fast,robot');
    expect(bad.problems).toHaveLength(2);
    expect(bad.problems[0]).toMatch(/ismcts:fast/);
    expect(bad.problems[1]).toMatch(/Unknown bot "robot"/);
    expect(checkBots(' , ').problems).toHaveLength(1);
  });
});

describe('the Lab page form', () => {
  it('starts runnable with the default content and a preset line-up', () => {
    render(<LabPage game="refugee" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Balance lab' })).toBeTruthy();
    expect((screen.getByLabelText('Game') as HTMLSelectElement).value).toBe('refugee');
    expect((screen.getByLabelText('Bot specs') as HTMLInputElement).value).toBe('heuristic:1,random');
    expect(runButton()).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Bots'), { target: { value: 'ladder' } });
    expect((screen.getByLabelText('Bot specs') as HTMLInputElement).value).toBe('ismcts:easy,heuristic,random');
  });

  it('names bad bot specs, games and seeds, and keeps Run disabled until they are fixed', () => {
    render(<LabPage game="refugee" />);
    fireEvent.change(screen.getByLabelText('Bot specs'), { target: { value: 'random,ismcts:fast' } });
    expect(within(screen.getByTestId('bot-problems')).getByText(/Bad setting "fast"/)).toBeTruthy();
    expect((screen.getByLabelText('Bots') as HTMLSelectElement).value).toBe('custom');
    expect(runButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix the problems above to run the batch.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bot specs'), { target: { value: 'random' } });
    expect(runButton()).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Games'), { target: { value: '0' } });
    expect(screen.getByText(/must be a whole number between 1 and 100,000/)).toBeTruthy();
    expect(runButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Games'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '  ' } });
    expect(screen.getByText('Give a seed: a whole number or a word.')).toBeTruthy();
    expect(runButton()).toHaveProperty('disabled', true);
    // A word is a seed too, hashed as the CLI's --seed hashes it.
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: 'class-a' } });
    expect(runButton()).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Seed').getAttribute('inputmode')).toBe('text');
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '-12' } });
    expect(runButton()).toHaveProperty('disabled', false);
    expect(runButton().textContent).toBe('Run 30 games');
  });

  it('edits content: prefilled with the default, invalid JSON by line and column, every content problem listed', () => {
    render(<LabPage game="refugee" />);
    fireEvent.click(screen.getByLabelText(/My content/));
    fireEvent.click(screen.getByRole('tab', { name: 'Advanced: JSON' }));
    const editor = screen.getByLabelText('Content (JSON)') as HTMLTextAreaElement;
    expect(editor.value).toBe(defaultContentText(refugee));
    expect(screen.getByText('This content is valid.')).toBeTruthy();
    fireEvent.change(editor, { target: { value: '{\n  "die": [1, 2,\n  ]\n}' } });
    expect(screen.getByText(/This is not valid JSON: line 3, column 3:/)).toBeTruthy();
    expect(runButton()).toHaveProperty('disabled', true);
    const broken = brokenContent();
    fireEvent.change(editor, { target: { value: broken.text } });
    expect(screen.getByText(`This content has ${broken.problems.length} problems:`)).toBeTruthy();
    const items = within(screen.getByTestId('content-problems')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(broken.problems);
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(runButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Start again from the default content' }));
    expect(editor.value).toBe(defaultContentText(refugee));
    expect(runButton()).toHaveProperty('disabled', false);
    // The default content needs no check: choosing it again makes the batch runnable whatever the editor holds.
    fireEvent.change(editor, { target: { value: '{' } });
    fireEvent.click(screen.getByLabelText("The game's default content"));
    expect(runButton()).toHaveProperty('disabled', false);
  });

  it('checks an uploaded content file like typed content', async () => {
    render(<LabPage game="refugee" />);
    fireEvent.click(screen.getByLabelText(/My content/));
    fireEvent.click(screen.getByRole('tab', { name: 'Advanced: JSON' }));
    const broken = brokenContent();
    const file = new File([broken.text], 'my-cards.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Import a content file (.json)'), { target: { files: [file] } });
    });
    await waitFor(() => expect(screen.getByText('Loaded my-cards.json.')).toBeTruthy());
    expect((screen.getByLabelText('Content (JSON)') as HTMLTextAreaElement).value).toBe(broken.text);
    expect(within(screen.getByTestId('content-problems')).getAllByRole('listitem')).toHaveLength(broken.problems.length);
  });

  it('says so when the address names no game, and offers the games', () => {
    render(<LabPage game="chess" />);
    expect(screen.getByRole('alert').textContent).toContain('There is no game called “chess”');
    expect((screen.getByLabelText('Game') as HTMLSelectElement).value).toBe('refugee');
  });

  it('speaks Traditional Chinese when chosen', async () => {
    await act(async () => { await i18n.changeLanguage('zh-Hant'); });
    try {
      render(<LabPage game="refugee" />);
      expect(screen.getByRole('heading', { level: 1, name: '平衡實驗室' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '執行 200 局' })).toBeTruthy();
    } finally {
      await act(async () => { await i18n.changeLanguage('en'); });
    }
  });
});

describe('the way in and the progress words', () => {
  it('routes /lab and /lab/<game>', () => {
    expect(parseRoute('/lab')).toEqual({ page: 'lab' });
    expect(parseRoute('/lab/emigration')).toEqual({ page: 'lab', game: 'emigration' });
    expect(parseRoute('/lab/a/b').page).toBe('not-found');
  });

  it('the home page links to the lab', () => {
    render(<LabEntry />);
    expect(screen.getByRole('link', { name: 'Open the balance lab' }).getAttribute('href')).toBe('/lab');
  });

  it('says how many games are done and about how long is left', () => {
    const t = i18n.getFixedT('en', 'lab');
    // 312 games in 9.36 s: 0.03 s a game, so the 688 left take about 20.6 s.
    expect(secondsLeft(312, 1000, 9360)).toBeCloseTo(20.64, 2);
    expect(progressText(t, 'en', 312, 1000, 9360)).toBe('312 of 1,000 games, about 21 s left');
    expect(progressText(t, 'en', 10, 1000, 60_000)).toBe('10 of 1,000 games, about 99 min left');
    expect(progressText(t, 'en', 1000, 1000, 60_000)).toBe('1,000 of 1,000 games');
    expect(secondsLeft(0, 1000, 500)).toBeNull();
  });
});
