/**
 * The lab counts which moves get played from the games' action structs (src/lab/plays.ts): every
 * action once under its kind, per seat, and named parts besides; every declared kind is listed.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import { aggregatePlays, playLabels, simulate } from '../../src/lab/index.ts';
import { reportText } from '../../src/cli/simulate.ts';
import { pledge } from '../fixtures/pledge.ts';

describe('plays', () => {
  it('labels a struct by its kind and its named parts, never its numeric ones', () => {
    expect(playLabels({ kind: 'cycle', card: 'war' })).toEqual(['cycle', 'cycle card=war']);
    expect(playLabels({ kind: 'vet', vetting: 3, refugee: 7 })).toEqual(['vet']);
  });

  it('sums games per seat, lists declared kinds never played, most played first', () => {
    const rows = aggregatePlays([[{ vet: 2 }, { vet: 1, pass: 1 }], undefined, [{ pass: 3 }, {}]], 2, ['pass', 'vet', 'war']);
    expect(rows).toEqual([
      { label: 'pass', total: 4, perGame: 4 / 3, bySeat: [3, 1] },
      { label: 'vet', total: 3, perGame: 1, bySeat: [2, 1] },
      { label: 'war', total: 0, perGame: 0, bySeat: [0, 0] },
    ]);
  });

  it.each(['emigration', 'refugee'])('%s: every action of every game is counted once under its kind, for the seat that played it', async (id) => {
    const game = getGame(id);
    const players = 3;
    const r = await simulate({ game: id, games: 4, players, bots: ['random'], seed: 8, workers: 0 });
    const kinds = new Set(game.actionKinds);
    const kindRows = r.plays.filter((p) => kinds.has(p.label));
    expect(kindRows.map((p) => p.label).sort()).toEqual([...kinds].sort());
    expect(kindRows.reduce((n, p) => n + p.total, 0)).toBeCloseTo(r.length.mean * r.games, 6);
    // Every seat played something, and the named-part rows add up to their kind's row.
    for (let seat = 0; seat < players; seat++) expect(kindRows.reduce((n, p) => n + p.bySeat[seat], 0)).toBeGreaterThan(0);
    for (const p of r.plays.filter((x) => !kinds.has(x.label))) {
      const [kind, part] = p.label.split(' ');
      const siblings = r.plays.filter((x) => x.label.startsWith(`${kind} ${part.split('=')[0]}=`));
      expect(siblings.reduce((n, x) => n + x.total, 0)).toBe(r.plays.find((x) => x.label === kind)!.total);
    }
    expect(reportText(r, game.title, 1, 0)).toContain('Moves played');
  });

  it('a game without action structs reports no plays', async () => {
    const r = await simulate({ game: pledge, games: 2, players: 2, bots: ['random'], seed: 1, workers: 0 });
    expect(r.plays).toEqual([]);
    expect(reportText(r, pledge.title, 1, 0)).not.toContain('Moves played');
  });
});
