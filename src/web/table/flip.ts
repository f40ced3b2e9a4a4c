/**
 * Cards travel, so a move can be followed with the eye (docs/architecture.md §11). Boards mark each
 * physical card with `data-flip-id`; after every new position the table measures where each one is
 * now and, for one that moved, plays it from its old place to its new one (the FLIP technique:
 * First, Last, Invert, Play) with the Web Animations API. Nothing moves for people who ask for less
 * motion, nor where nobody can see it (`seenOnTheWay`). Cards that appear for the first time get the
 * board's own brief "dealt" animation instead.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

interface Spot {
  x: number;
  y: number;
}

const MIN_TRAVEL_PX = 3;
export const TRAVEL_MS = 380;

interface Measured { el: HTMLElement; at: Spot; width: number; height: number }

function measure(root: HTMLElement): { base: DOMRect; cards: Map<string, Measured> } {
  const base = root.getBoundingClientRect();
  const cards = new Map<string, Measured>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-flip-id]')) {
    const id = el.dataset.flipId as string;
    if (cards.has(id)) continue; // a card drawn twice (a thumbnail and the card itself) travels once
    const r = el.getBoundingClientRect();
    cards.set(id, { el, at: { x: r.left - base.left, y: r.top - base.top }, width: r.width, height: r.height });
  }
  return { base, cards };
}

/** Each card's place, kept until the next move to tell how far it travelled. */
function placesOf(cards: Map<string, Measured>): Map<string, Spot> {
  return new Map([...cards].map(([id, card]) => [id, card.at]));
}

/**
 * Whether any of a card's way from `from` to `to` (places in the board, `base` the board's box on
 * screen now) crosses the screen: it travels in a straight line, so within the box around both places.
 * A phone shows a fifth of a long board, and a move shifts dozens of cards it does not show (a taken
 * card's neighbours, everything below a line that wrapped); each animation is the page's work at every
 * frame while it lasts, so one nobody could see is not played.
 */
function seenOnTheWay(from: Spot, to: Spot, card: Measured, base: DOMRect): boolean {
  const left = base.left + Math.min(from.x, to.x);
  const top = base.top + Math.min(from.y, to.y);
  const right = base.left + Math.max(from.x, to.x) + card.width;
  const bottom = base.top + Math.max(from.y, to.y) + card.height;
  return right > 0 && bottom > 0 && left < window.innerWidth && top < window.innerHeight;
}

export function useFlip(container: RefObject<HTMLElement | null>, version: number): void {
  const last = useRef(new Map<string, Spot>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const { base, cards: now } = measure(root);
    for (const [id, card] of now) {
      const { el, at } = card;
      const before = last.current.get(id);
      if (!before || reduce || typeof el.animate !== 'function') continue;
      const dx = before.x - at.x;
      const dy = before.y - at.y;
      if (Math.abs(dx) < MIN_TRAVEL_PX && Math.abs(dy) < MIN_TRAVEL_PX) continue;
      if (!seenOnTheWay(before, at, card, base)) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 40 }, { transform: 'none', zIndex: 40 }], { duration: TRAVEL_MS, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
    last.current = placesOf(now);
  }, [container, version]);
  // A new window size moves everything without a move: measure again so nothing travels for it.
  useEffect(() => {
    const again = () => {
      if (container.current) last.current = placesOf(measure(container.current).cards);
    };
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [container]);
}
