// @vitest-environment jsdom
/**
 * The #refugee board draws the numbers the view carries and computes no rule: the vetting score on a
 * refugee card is the view's `vettingScores` entry (RF-R12), whatever the cards under it say.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { contentOf, refugee, type RefugeeState, type RefugeeView } from '../../src/games/refugee/index.ts';
import refugeeBoard from '../../src/web/boards/refugee/index.tsx';
import { LocalMatch } from '../../src/web/local/match.ts';

afterEach(cleanup);

it('RF-R12: a refugee card shows the vetting score from the view', () => {
  const m = new LocalMatch(refugee, { game: 'refugee', players: 3, seed: 4, human: 0, playerName: 'You', bots: Array(3).fill({ kind: 'random', strength: 'easy' }) }, (k, s) => createBot(k, { strength: s }));
  const state = () => m.state as RefugeeState;
  // Play until some refugee carries vetting cards.
  for (let i = 0; i < 200 && !(refugee.view(state(), 0) as RefugeeView).inPlay.some((r) => r.vetting.length > 0); i++) {
    const seat = m.snapshot().active[0];
    m.apply(seat, refugee.legalActions(state(), seat)[0]);
  }
  const real = refugee.view(state(), 0) as RefugeeView;
  const at = real.inPlay.findIndex((r) => r.vetting.length > 0);
  expect(at).toBeGreaterThanOrEqual(0);
  const score = (v: RefugeeView) => {
    const { container, unmount } = render(<refugeeBoard.Board snapshot={{ ...m.snapshot(), viewer: 0, view: v }} targets={new Map()} selected={[]} onTarget={() => {}} />);
    const name = contentOf(v).refugees[v.inPlay[at].id].name;
    const card = [...container.querySelectorAll('.rf-refugee')].find((el) => el.getAttribute('aria-label')?.startsWith(`${name},`));
    const shown = card?.querySelector('.rf-score')?.textContent;
    unmount();
    return shown;
  };
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  expect(score(real)).toContain(`score ${sign(real.vettingScores[at])}`);
  const edited = { ...real, vettingScores: real.vettingScores.map((x, i) => (i === at ? 42 : x)) };
  expect(score(edited)).toContain('score +42');
});
