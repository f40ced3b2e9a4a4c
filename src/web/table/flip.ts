/**
 * Cards travel, so a move can be followed with the eye (docs/architecture.md §11). Boards mark each
 * physical card with `data-flip-id`; after every new position the table measures where each one is
 * now and, for one that moved, plays it from its old place to its new one (the FLIP technique:
 * First, Last, Invert, Play) with the Web Animations API. Nothing moves for people who ask for less
 * motion. Cards that appear for the first time get the board's own brief "dealt" animation instead.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

interface Spot {
  x: number;
  y: number;
}

const MIN_TRAVEL_PX = 3;
export const TRAVEL_MS = 380;

function measure(root: HTMLElement): Map<string, { el: HTMLElement; at: Spot }> {
  const base = root.getBoundingClientRect();
  const out = new Map<string, { el: HTMLElement; at: Spot }>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-flip-id]')) {
    const id = el.dataset.flipId as string;
    if (out.has(id)) continue; // a card drawn twice (a thumbnail and the card itself) travels once
    const r = el.getBoundingClientRect();
    out.set(id, { el, at: { x: r.left - base.left, y: r.top - base.top } });
  }
  return out;
}

export function useFlip(container: RefObject<HTMLElement | null>, version: number): void {
  const last = useRef(new Map<string, Spot>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const now = measure(root);
    for (const [id, { el, at }] of now) {
      const before = last.current.get(id);
      if (!before || reduce || typeof el.animate !== 'function') continue;
      const dx = before.x - at.x;
      const dy = before.y - at.y;
      if (Math.abs(dx) < MIN_TRAVEL_PX && Math.abs(dy) < MIN_TRAVEL_PX) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 40 }, { transform: 'none', zIndex: 40 }], { duration: TRAVEL_MS, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
    last.current = new Map([...now].map(([id, v]) => [id, v.at]));
  }, [container, version]);
  // A new window size moves everything without a move: measure again so nothing travels for it.
  useEffect(() => {
    const again = () => {
      if (container.current) last.current = new Map([...measure(container.current)].map(([id, v]) => [id, v.at]));
    };
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [container]);
}
