/** `crossings games`: the registered games. */
import { catalogue } from '../lab/catalogue.ts';
import { table } from './format.ts';

export async function gamesCommand(flags: { json?: boolean }): Promise<void> {
  const games = await catalogue();
  if (flags.json) {
    const list = games.map((g) => ({
      id: g.id, title: g.title, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, hiddenInformation: g.hiddenInformation, chance: g.chance, summary: g.summary,
      variants: (g.ruleVariants ?? []).map((v) => ({ id: v.id, name: v.name.en, text: v.text.en, changes: [...v.changes] })),
    }));
    process.stdout.write(`${JSON.stringify(list)}\n`);
    return;
  }
  if (games.length === 0) {
    process.stdout.write('No games are registered.\n');
    return;
  }
  const wrap = (text: string, width = 60) => text.replace(new RegExp(`(.{1,${width}})(\\s+|$)`, 'g'), '$1\n').trim();
  // "4 players" for a game for exactly four, "2–6" for a range.
  const players = (min: number, max: number) => (min === max ? `${min} players` : `${min}–${max}`);
  process.stdout.write(`${table(
    ['id', 'title', 'players', 'hidden info', 'chance', 'summary'],
    games.map((g) => [g.id, g.title, players(g.minPlayers, g.maxPlayers), g.hiddenInformation ? 'yes' : 'no', g.chance ? 'yes' : 'no', wrap(g.summary)]),
  )}\n`);
  // The rule variants a class may choose (src/engine/variants.ts): the default is the rulebook.
  const variants = games.flatMap((g) => (g.ruleVariants ?? []).map((v) => [g.id, `--option ${v.id}=on`, v.name.en, wrap(`${v.text.en} (${v.changes.join(', ')})`, 50)]));
  if (variants.length > 0) {
    process.stdout.write(`\nRule variants (every game plays its rulebook unless an option turns one on):\n${table(['game', 'option', 'variant', 'what changes'], variants)}\n`);
  }
}
