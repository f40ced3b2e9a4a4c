// @vitest-environment jsdom
/**
 * Cards travel (src/web/table/flip.ts, docs/architecture.md §11): a card that moved plays from its old
 * place to its new one, unless nobody could see any of its way: a phone shows a fifth of a long board,
 * and each animation is the page's work at every frame while it lasts.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAVEL_MS, useFlip } from '../../src/web/table/flip.ts';

/** Which card `animate` was called on, and with what (jsdom has no Web Animations). */
interface Played { id: string; keyframes: Keyframe[]; options: KeyframeAnimationOptions }

/** jsdom lays nothing out: each element's box on screen comes from its data-x / data-y (10 × 10 px). */
function fakeLayoutAndAnimations(): Played[] {
  const played: Played[] = [];
  Object.defineProperty(HTMLElement.prototype, 'animate', {
    configurable: true,
    value(this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      played.push({ id: this.dataset.flipId ?? '?', keyframes, options });
      return new EventTarget();
    },
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const x = Number(this.dataset.x ?? 0);
    const y = Number(this.dataset.y ?? 0);
    return { left: x, top: y, x, y, right: x + 10, bottom: y + 10, width: 10, height: 10, toJSON: () => ({}) } as DOMRect;
  });
  return played;
}

afterEach(() => {
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  vi.restoreAllMocks();
});

/** A board whose cards sit where `at` says, in the board; the board's own top on screen is `top`. */
function Board({ version, at, top = 0 }: { version: number; at: Record<string, number>; top?: number }) {
  const area = useRef<HTMLDivElement>(null);
  useFlip(area, version);
  return (
    <div ref={area} data-y={top}>
      {Object.entries(at).map(([id, y]) => <div key={id} data-flip-id={id} data-x={0} data-y={top + y}>{id}</div>)}
    </div>
  );
}

describe('cards travel where they can be seen', () => {
  it('a card that moved on screen plays from its old place to its new one', () => {
    expect(window.innerHeight).toBe(768); // jsdom's screen, which the places below are chosen against
    const played = fakeLayoutAndAnimations();
    const view = render(<Board version={1} at={{ a: 0, b: 40 }} />);
    expect(played, 'nothing travels on the first drawing').toHaveLength(0);
    view.rerender(<Board version={2} at={{ a: 120, b: 40 }} />);
    expect(played.map((p) => p.id)).toEqual(['a']);
    expect(played[0].keyframes[0].transform).toBe('translate(0px, -120px)');
    expect(played[0].keyframes.at(-1)!.transform).toBe('none');
    expect(played[0].options.duration).toBe(TRAVEL_MS);
  });

  it('a card whose whole way is off screen does not travel; one that leaves, arrives or crosses the screen does', () => {
    const played = fakeLayoutAndAnimations();
    const view = render(<Board version={1} at={{ below: 2000, leaves: 100, arrives: 3000, crosses: -500, stays: 300 }} />);
    view.rerender(<Board version={2} at={{ below: 2100, leaves: 3000, arrives: 200, crosses: 3000, stays: 301 }} />);
    expect(played.map((p) => p.id).sort()).toEqual(['arrives', 'crosses', 'leaves']);
  });

  it('judges what is on screen where the board is scrolled to now', () => {
    const played = fakeLayoutAndAnimations();
    // The board scrolled 4,000 px up: its cards near 4,000 px down are the ones on screen.
    const view = render(<Board version={1} top={-4000} at={{ shown: 4000, hidden: 100 }} />);
    view.rerender(<Board version={2} top={-4000} at={{ shown: 4100, hidden: 200 }} />);
    expect(played.map((p) => p.id)).toEqual(['shown']);
  });
});
