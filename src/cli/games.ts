/** `crossings games`: the registered games. */
import { catalogue } from '../lab/catalogue.ts';
import { table } from './format.ts';

export async function gamesCommand(flags: { json?: boolean }): Promise<void> {
  const games = await catalogue();
  if (flags.json) {
    const list = games.map((g) => ({ id: g.id, title: g.title, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, hiddenInformation: g.hiddenInformation, chance: g.chance, summary: g.summary }));
    process.stdout.write(`${JSON.stringify(list)}\n`);
    return;
  }
  if (games.length === 0) {
    process.stdout.write('No games are registered.\n');
    return;
  }
  const wrap = (text: string, width = 60) => text.replace(new RegExp(`(.{1,${width}})(\\s+|$)`, 'g'), '$1\n').trim();
  process.stdout.write(`${table(
    ['id', 'title', 'players', 'hidden info', 'chance', 'summary'],
    games.map((g) => [g.id, g.title, `${g.minPlayers}–${g.maxPlayers}`, g.hiddenInformation ? 'yes' : 'no', g.chance ? 'yes' : 'no', wrap(g.summary)]),
  )}\n`);
}
