/**
 * The browser every test and phone bench starts (chromium-args.ts): Playwright's own disabled features
 * kept, and no omnibox popup page loaded behind each window.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, skipReason } from './browser.ts';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;

/** The `disabledFeatures` list in playwright-core's bundle, as the installed version passes it. */
function playwrightsList(): string[] {
  const pkg = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const source = fs.readFileSync(path.join(path.dirname(pkg), 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1];
  if (list === undefined) throw new Error('playwright-core no longer spells its disabledFeatures list as chromium-args.ts expects: check it by hand and update PLAYWRIGHT_DISABLED_FEATURES');
  const withoutComments = list.replace(/\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
}

describe('the Chromium the tests and benches start', () => {
  it("repeats every feature Playwright disables, since Chromium reads only the last --disable-features", () => {
    const theirs = playwrightsList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    const ours = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(theirs));
  });

  it.skipIf(skip)('loads no browser page of its own (the omnibox popup) beside the pages under test', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath!, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>A page under test.</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
      expect(targetInfos.filter((t) => t.type === 'page').map((t) => t.url)).toEqual(['about:blank']);
      expect(targetInfos.filter((t) => t.type !== 'page').map((t) => `${t.type} ${t.url}`)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
