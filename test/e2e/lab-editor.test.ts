/**
 * The lab's card editor in real Chromium (docs/lab.md, The card editor): #refugee fully — a number and a
 * text edited as fields, a bad value's words on its field, the export accepted by the game's content
 * validator (what `crossings lab report --content` reads), a report drawn in a frame that runs no script
 * (no sandbox warning in the console), screenshots on a phone and a desktop; every other game: one
 * number edited and exported.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, listGames } from '../../src/games/all.ts';
import { buildClient, screenshot, seriousViolations, skipReason, smallText, startE2E, type E2E } from './browser.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;
if (skip) console.warn(`[e2e] ${skipReason}`);

/** Exports the content and returns it parsed. */
async function exported(page: Page): Promise<unknown> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this content (.json)' }).click()]);
  return JSON.parse(readFileSync((await file.path())!, 'utf8'));
}

describe.skipIf(skip)('the card editor in Chromium', { timeout: 180_000 }, () => {
  let e2e: E2E;
  const warnings: string[] = [];
  beforeAll(async () => {
    e2e = await startE2E(await buildClient());
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it('#refugee: edits a number and a text, shows a bad value on its field, exports valid content, draws a report without a sandbox warning', async () => {
    const page = await e2e.newPage(await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true }));
    page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
    await page.goto(`${e2e.url}/lab/refugee`);
    await page.getByLabel(/My content/).check();
    await page.getByText('Die faces', { exact: true }).click();
    const face = page.locator('li.ce-tile[aria-label^="Die faces 1."]');
    const bolts = face.getByLabel('Bolts');
    await bolts.fill('9');
    await face.getByText('must be at most 3').waitFor();
    expect(await bolts.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: /^Run \d+ games$/ }).isDisabled()).toBe(true);
    await bolts.fill('2');
    const card = page.locator('li.ce-tile[aria-label^="Refugee cards 1."]');
    await card.locator('fieldset', { hasText: 'Story' }).getByLabel('Chinese (繁體中文)').fill('她帶著女兒走過邊界。');
    await page.getByTestId('editor-status').getByText('This content is valid.').waitFor();
    await screenshot(page, 'lab-editor-desktop');
    const content = await exported(page) as { die: { bolts: number }[]; refugees: { story: { 'zh-Hant'?: string } }[] };
    expect(content.die[0].bolts).toBe(2);
    expect(content.refugees[0].story['zh-Hant']).toBe('她帶著女兒走過邊界。');
    expect(() => getGame('refugee').parseContent(content)).not.toThrow();

    // A short run with the edited content: the report's frame runs nothing, the page draws its charts.
    await page.getByLabel('Bots', { exact: true }).selectOption('random');
    await page.getByLabel('Games').fill('6');
    await page.getByRole('button', { name: 'Run 6 games' }).click();
    const frame = page.frameLocator('iframe.lab-frame');
    await frame.getByRole('heading', { name: 'Is it balanced?' }).waitFor();
    await page.waitForFunction(() => {
      const doc = document.querySelector<HTMLIFrameElement>('iframe.lab-frame')?.contentDocument;
      const canvases = [...(doc?.querySelectorAll('canvas') ?? [])];
      return canvases.length > 0 && canvases.every((c) => c.style.boxSizing === 'border-box'); // Chart.js sizes each canvas it draws
    });
    expect(await page.locator('iframe.lab-frame').getAttribute('sandbox')).toBe('allow-same-origin');
    expect(warnings.filter((w) => /sandbox/i.test(w))).toEqual([]);
    expect(e2e.consoleErrors).toEqual([]);
    // axe looks into the frame by injecting its script, which the frame refuses (as it refuses every script).
    expect(await seriousViolations(page), 'axe on the editor with its report').toEqual([]);
    e2e.consoleErrors.splice(0, Infinity, ...e2e.consoleErrors.filter((e) => !e.includes("because the document's frame is sandboxed")));
    expect(e2e.consoleErrors).toEqual([]);
    await page.close();
  });

  it('fits a phone: no sideways scroll, no text under 12 px', async () => {
    const page = await e2e.newPage(await e2e.browser.newContext({ viewport: { width: 390, height: 844 } }));
    await page.goto(`${e2e.url}/lab/refugee`);
    await page.getByLabel(/My content/).check();
    await page.locator('li.ce-tile[aria-label^="Refugee cards 1."]').getByLabel('Age').fill('200');
    await page.locator('li.ce-tile[aria-label^="Refugee cards 1."]').getByText('must be at most 110').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallText(page), 'text under 12 px on a phone').toEqual([]);
    await page.locator('li.ce-tile[aria-label^="Refugee cards 1."]').scrollIntoViewIfNeeded();
    await screenshot(page, 'lab-editor-phone');
    await page.close();
  });

  it('every other game: one number edited and exported, accepted by its validator', async () => {
    const page = await e2e.newPage(await e2e.browser.newContext({ acceptDownloads: true }));
    for (const game of listGames().filter((g) => g.id !== 'refugee')) {
      await page.goto(`${e2e.url}/lab/${game.id}`);
      await page.getByLabel(/My content/).check();
      const number = page.locator('details.ce-section[open] input[type=number]').first();
      const min = Number((await number.getAttribute('min')) ?? '0');
      const was = Number(await number.inputValue());
      const next = was === min ? min + 1 : min;
      await number.fill(String(next));
      await page.getByTestId('editor-status').waitFor();
      const content = await exported(page);
      expect(JSON.stringify(content), game.id).not.toBe(JSON.stringify(game.defaultContent));
      // A change may break a rule across cards (the game says so); the file is still the format --content reads.
      const problems = (() => { try { game.parseContent(content); return []; } catch (err) { return (err as { problems?: string[] }).problems ?? [String(err)]; } })();
      const shown = await page.getByTestId('editor-status').textContent();
      expect(shown?.includes('This content is valid.'), `${game.id}: ${problems.join('; ')}`).toBe(problems.length === 0);
    }
    await page.close();
  });
});
