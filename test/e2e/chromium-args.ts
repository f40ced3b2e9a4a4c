/**
 * How the browser tests and the phone benches start Debian's Chromium: where it is and playwright-core's
 * `launch` args, in one place, so a test and a bench measure the same browser.
 *
 * Chromium 156 draws its omnibox's popup as a WebUI page (chrome://omnibox-popup.top-chrome/) and, even
 * headless, loads one in a renderer of its own for every window, that is for every browser context a
 * test opens. Each cost about 0.8 s of CPU and the browser process 0.25 s more: opening ten contexts took
 * 17–19 s of Chromium's CPU with it and 7.0–7.3 s without (docs/performance.md, "A browser's hidden
 * pages"). On a 2-core machine that was time taken from the pages under test and from the server.
 *
 * Chromium reads only the last `--disable-features`, and Playwright passes its own list first, so ours
 * repeats Playwright's (playwright-core 1.65's `disabledFeatures`) before adding the popup's features;
 * test/e2e/chromium-args.test.ts checks that it still contains all of Playwright's and that no such page
 * is loaded.
 */
import fs from 'node:fs';

/** Debian's Chromium (package `chromium`), or null when it is not installed. */
export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? null;

/** Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The omnibox popup as WebUI, preloaded for every window (see above). */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
];
