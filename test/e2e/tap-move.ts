/**
 * Taps one of the moves the action panel shows, as a person picking at random would: `r` in [0, 1)
 * chooses which. When every group is folded it opens the first and picks from what that shows.
 * `avoidPass`: skip moves marked as passes while others are in view (a student who plays rather than
 * waits). Returns false when nothing could be tapped. No vitest imports: the class bench uses it too.
 */
import type { Page } from 'playwright-core';

export function tapRandomMove(page: Page, r: number, avoidPass = false): Promise<boolean> {
  // No named functions inside the page function: tsx (the bench) compiles them with a `__name` helper
  // the page does not have.
  return page.evaluate(([pick, skipPass]) => {
    const folded = document.querySelector<HTMLElement>('.actions details.action-group:not([open]) > summary');
    let shown = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].filter((b) => b.offsetParent !== null && !b.disabled && !(skipPass && b.hasAttribute('data-pass')));
    if (shown.length === 0 && folded) {
      folded.click();
      shown = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].filter((b) => b.offsetParent !== null && !b.disabled);
    }
    if (shown.length === 0) return false;
    shown[Math.floor(pick * shown.length)].click();
    return true;
  }, [r, avoidPass] as const);
}
