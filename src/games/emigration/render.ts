/**
 * A plain-text picture of the table for `crossings play`: the destination rates, money and assurance of
 * every player, each layout as rows (face-down cards as ▒▒), stashes, and the border lanes.
 */
import { pick, type Seat } from '../../engine/index.ts';
import { EMPTY, HIDDEN, type EmigrationView } from './types.ts';

/** "1 doc", "2 docs". */
const n = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

const KIND_TAG: Record<string, string> = { document: 'Doc', connection: 'Con', payday: 'Pay', life: 'Life', passport: 'Passport', ticket: 'Ticket' };

function cardLabel(v: EmigrationView, id: number, available: boolean): string {
  if (id === HIDDEN) return '▒▒▒▒▒▒';
  const c = v.cards[id];
  const price = c.kind === 'document' || c.kind === 'connection' ? ` ${c.price}` : '';
  const text = `${KIND_TAG[c.kind]}${price}: ${c.name}`;
  return available ? `[${text}]` : `(${text})`;
}

export function renderText(v: EmigrationView, seat: Seat | 'spectator'): string {
  const lines: string[] = [];
  const me = typeof seat === 'number' ? seat : -1;
  lines.push(v.phase === 'prep' ? 'PHASE 1 — PREPARATION' : v.phase === 'border' ? 'PHASE 2 — CROSSING THE BORDER' : 'GAME OVER');
  lines.push(`Lanes (tokens left): ${v.laneCounts.map((n, i) => `${i + 1}: ${n} of [${v.laneSpec[i].join(' ')}]`).join('   ')}`);
  lines.push(`Public Passports/Tickets: ${v.supply.map((id) => `${v.cards[id].name} ${v.cards[id].price}`).join(', ') || 'none'}`);
  for (let p = 0; p < v.players; p++) {
    const s = v.seats[p];
    const d = s.destination;
    const turn = v.turn === p && v.phase !== 'over' ? '  ◀ to move' : '';
    lines.push('');
    lines.push(`${p === me ? 'YOU' : `Player ${p + 1}`}${turn}: ${pick(s.nationality.name)} ${pick(s.career.name)}, going to ${pick(d.name)}${v.inCollege[p] ? ' (in college)' : ''}`);
    lines.push(`  money ${v.money[p]}, assurance ${v.assurance[p]}, pay raises ${v.raises[p]}; rates: ${d.money.per} money→${d.money.gain}, ${n(d.documents.per, 'doc')}→${d.documents.gain}, ${n(d.connections.per, 'conn')}→${d.connections.gain}${d.penalties.map((x) => `; fewer than ${x.fewerThan} ${x.fewerThan === 1 && x.item !== 'money' ? x.item.slice(0, -1) : x.item}: −${x.lose}`).join('')}`);
    const rows = new Map<number, string[]>();
    v.layout[p].forEach((id, slot) => {
      if (id === EMPTY) return;
      const row = v.layoutSpec[slot].row;
      const available = v.open[p].includes(slot);
      if (!rows.has(row)) rows.set(row, []);
      rows.get(row)!.push(cardLabel(v, id, available));
    });
    for (const row of [...rows.keys()].sort((a, b) => b - a)) lines.push(`  layout: ${rows.get(row)!.join(' ')}`);
    const stash = v.stash[p].map((id) => cardLabel(v, id, false).slice(1, -1));
    if (v.skipCard[p] >= 0) stash.push(`${v.cards[v.skipCard[p]].name} (upside down)`);
    lines.push(`  stash: ${stash.join(', ') || 'empty'}`);
    const c = v.crossings[p];
    if (c) lines.push(`  border: lane ${c.lane + 1}, token ${c.token} — ${c.entered ? 'ENTERED' : 'did not enter'}`);
  }
  lines.push('');
  lines.push('[card] = available, (card) = covered, ▒▒▒▒▒▒ = face down');
  return lines.join('\n');
}
