/**
 * The balance lab in real Chromium (docs/lab.md, In the browser): from the home page to /lab; pasted
 * content with faults lists every problem and keeps Run disabled; 30 games of #refugee between random
 * bots run in Web Workers with an accessible progress bar, and the report appears in its frame with the
 * win-rate section and its charts drawn (under the server's Content Security Policy); both downloads
 * work; no serious axe violation, no text under 12 px on a phone, no console errors.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, screenshot, seriousViolations, skipReason, smallText, startE2E, type E2E } from './browser.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;
if (skip) console.warn(`[e2e] ${skipReason}`);

describe.skipIf(skip)('the balance lab in Chromium', { timeout: 300_000 }, () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(await buildClient());
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it('lists every problem of pasted content and keeps Run disabled; on a phone it fits and passes axe', async () => {
    const page = await e2e.newPage(await e2e.browser.newContext({ viewport: { width: 390, height: 844 } }));
    await page.goto(e2e.url);
    await page.getByRole('link', { name: 'Open the balance lab' }).click();
    await page.getByRole('heading', { level: 1, name: 'Balance lab' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lab');
    await page.getByLabel(/My content/).check();
    await page.getByRole('tab', { name: 'Advanced: JSON' }).click();
    await page.getByLabel('Content (JSON)').fill('{\n  "refugees": "nobody",\n  "vetting": [],\n');
    await page.getByText(/This is not valid JSON: line 4, column 1/).waitFor();
    await page.getByLabel('Content (JSON)').fill('{\n  "refugees": "nobody",\n  "vetting": []\n}');
    const problems = page.getByTestId('content-problems').getByRole('listitem');
    await problems.first().waitFor();
    const listed = await problems.allTextContents();
    expect(listed).toContain('refugees: must be a list');
    expect(listed.some((p) => p.startsWith('vetting:'))).toBe(true);
    expect(listed.some((p) => p.startsWith('die:'))).toBe(true);
    await page.getByText(`This content has ${listed.length} problems:`).waitFor();
    expect(await page.getByRole('button', { name: /^Run \d+ games$/ }).isDisabled()).toBe(true);
    // Nothing pushes the phone's page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), 'axe on the lab form with problems').toEqual([]);
    expect(await smallText(page), 'text under 12 px on a phone').toEqual([]);
    await screenshot(page, 'lab-problems-phone');
    await page.close();
  });

  it('runs 30 games of #refugee in workers, shows progress and the report, and downloads both files', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/lab/refugee`);
    await page.getByLabel('Bots', { exact: true }).selectOption('random');
    await page.getByLabel('Games').fill('30');
    await page.getByLabel('Seed').fill('5');
    // Every value the progress bar announces, as the page sets it.
    await page.evaluate(() => {
      const w = window as unknown as { progress: string[] };
      w.progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar]');
        const text = bar?.getAttribute('aria-valuetext');
        if (text && w.progress.at(-1) !== text) w.progress.push(`${bar!.getAttribute('aria-valuenow')}/${bar!.getAttribute('aria-valuemax')}: ${text}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Run 30 games' }).click();
    const heading = page.getByRole('heading', { name: 'Report' });
    await heading.waitFor();
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => /^\d+\/30: /.test(p))).toBe(true);
    expect(progress.some((p) => /^\d+\/30: (Starting|\d+ of 30 games)/.test(p))).toBe(true);
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);

    const frame = page.frameLocator('iframe.lab-frame');
    await frame.getByRole('heading', { name: '#refugee: balance report' }).waitFor();
    await frame.getByRole('heading', { name: 'Is it balanced?' }).waitFor();
    // Charts are drawn by the page into the frame, which runs no script (ReportFrame.tsx): Chart.js sizes each canvas it draws.
    const report = page.frames().find((f) => f.url() === 'about:srcdoc');
    expect(report).toBeTruthy();
    await report!.waitForFunction(() => {
      const canvases = [...document.querySelectorAll('canvas')];
      return canvases.length > 0 && canvases.every((c) => c.style.boxSizing === 'border-box');
    });
    expect(await report!.evaluate(() => document.body.textContent?.includes('30 games of 4 players'))).toBe(true);

    const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report (HTML)' }).click()]);
    expect(html.suggestedFilename()).toBe('refugee-report.html');
    const file = readFileSync((await html.path())!, 'utf8');
    expect(file).toContain('<title>#refugee: balance report</title>');
    expect(file).not.toMatch(/<script src=/); // self-contained: opens offline
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download figures (JSON)' }).click()]);
    const figures = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { run: { games: number; seed: number; bots: string[]; partial: boolean } };
    expect(figures.run).toMatchObject({ games: 30, seed: 5, bots: ['random'], partial: false });

    expect(e2e.consoleErrors).toEqual([]);
    expect(await seriousViolations(page), 'axe on the lab with its report').toEqual([]);
    await screenshot(page, 'lab-report');
    // axe looks into the frame by injecting its script, which the frame refuses (as it refuses every script).
    expect(e2e.consoleErrors.filter((e) => !e.includes("because the document's frame is sandboxed"))).toEqual([]);
    await page.close();
  });
});
