/**
 * Both games' action numbers come from their `defineActions` declarations (docs/architecture.md §2) and
 * are the numbers they always had, so stored rooms, match records and goldens replay unchanged. The
 * literal numbers below were printed by the hand-written codecs the declarations replaced.
 */
import { describe, expect, it } from 'vitest';
import { emigration, EmigrationActions as A, emigrationActions } from '../../src/games/emigration/index.ts';
import { layoutOf, PLAY_KINDS, refugee, type RefugeeView } from '../../src/games/refugee/index.ts';
import { DEFAULT_CONTENT } from '../../src/games/refugee/data/index.ts';
import { enc, K } from '../../src/games/refugee/codec.ts';

describe('Emigration action numbers', () => {
  it('keep their blocks: simple moves, trades 10–12, crossings from 20, card moves at 1000·n + card id', () => {
    expect(A).toEqual({
      GRADUATE: 1, COLLEGE: 2, FORFEIT: 3, FOG_DECLINE: 4, TRADE_MONEY: 10, TRADE_DOCUMENTS: 11, TRADE_CONNECTIONS: 12,
      CROSS: 20, BUY: 1000, BUY_SKIP: 2000, DISCARD: 3000, ACTIVATE: 4000, SCALP: 5000, SELL: 6000, FOG_DISCARD: 7000,
    });
    expect(emigrationActions.decode(3017)).toEqual({ kind: 'discard', card: 17 });
    expect(emigrationActions.decode(23)).toEqual({ kind: 'cross', lane: 3 });
    expect(emigrationActions.decode(12)).toEqual({ kind: 'trade', goods: 'connections' });
    for (const gap of [0, 5, 13, 30, 999, 8000]) expect(emigrationActions.decode(gap), `code ${gap}`).toBeNull();
  });

  it('the contract decodes and encodes through the same declaration', () => {
    const s = emigration.setup({ players: 3, seed: 4 });
    const seat = emigration.activeSeats(s)[0];
    const v = emigration.view(s, seat);
    for (const a of emigration.legalActions(s, seat)) {
      const struct = emigration.actionToStruct!(v, seat, a);
      expect(struct).toEqual(emigrationActions.decode(a));
      expect(emigration.structToAction!(v, seat, struct!)).toBe(a);
    }
    expect(emigration.actionKinds).toEqual(['graduate', 'college', 'forfeit', 'fogDecline', 'trade', 'cross', 'buy', 'buySkip', 'discard', 'activate', 'scalp', 'sell', 'fogDiscard']);
  });
});

describe('#refugee action numbers (RF-D11)', () => {
  const L = layoutOf(DEFAULT_CONTENT);

  it('keep the mixed-radix layout of the default content, Fake News last', () => {
    expect([L.nr, L.nv, L.na]).toEqual([40, 80, 40]);
    expect([L.vet, L.discard, L.choose, L.end]).toEqual([13, 3213, 3293, 7001]);
    expect(L.play).toEqual([3333, 3337, 3377, 3381, 3421, 3461, 3501, 3517, 3801, 3677, 3757, 3761]);
    expect(enc.play(L, K.war, 3, 1)).toBe(3514);
    expect(enc.play(L, K.instability, 5, 2)).toBe(3539);
    expect(enc.play(L, K.fakeNews, 39, 79)).toBe(7000);
    expect(enc.cycle(L, K.court)).toBe(1 + K.court);
  });

  it('decode to named parts: the card kind by name, targets by what they are', () => {
    const d = L.actions.decode;
    expect(d(0)).toEqual({ kind: 'pass' });
    expect(d(1 + K.openBorders)).toEqual({ kind: 'cycle', card: 'openBorders' });
    expect(d(13 + 2 * 40 + 7)).toEqual({ kind: 'vet', vetting: 2, refugee: 7 });
    expect(d(3514)).toEqual({ kind: 'war', country: 3, dest: 1 });
    expect(d(3539)).toEqual({ kind: 'instability', refugee: 5, dest: 2 });
    expect(d(3337 + 2)).toEqual({ kind: 'shelter', stack: 2 });
    expect(d(3677 + 9)).toEqual({ kind: 'altFacts', vetting: 9 });
    expect(d(7000)).toEqual({ kind: 'fakeNews', refugee: 39, vetting: 79 });
    expect(d(7001)).toBeNull();
  });

  it('every action-card kind is a kind of its own, named as in K, in content order', () => {
    expect(PLAY_KINDS).toEqual(Object.keys(K));
    expect(refugee.actionKinds).toEqual(['pass', 'cycle', 'vet', 'discard', 'choose', ...PLAY_KINDS.filter((k) => k !== 'fakeNews'), 'fakeNews']);
  });

  it('part sizes follow the content: a smaller deck gives smaller blocks, decoded from a view alone', () => {
    const content = { ...DEFAULT_CONTENT, refugees: DEFAULT_CONTENT.refugees.slice(0, 20) };
    const s = refugee.setup({ players: 2, seed: 3, content });
    const seat = refugee.activeSeats(s)[0];
    const v = JSON.parse(JSON.stringify(refugee.view(s, seat))) as RefugeeView;
    const small = layoutOf(content);
    expect([small.vet, small.discard]).toEqual([13, 13 + 80 * 20]);
    expect(refugee.actionToStruct!(v, seat, 13 + 80 * 20)).toEqual({ kind: 'discard', vetting: 0 });
    expect(refugee.structToAction!(v, seat, { kind: 'vet', vetting: 1, refugee: 19 })).toBe(13 + 20 + 19);
    expect(refugee.structToAction!(v, seat, { kind: 'vet', vetting: 1, refugee: 20 })).toBeNull();
  });
});
