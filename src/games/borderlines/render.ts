/**
 * A plain-text picture of a view for `crossings play`: the round, the market, each family's tallies,
 * where people are, borders and war cards. Built from the view alone, so it cannot leak.
 */
import type { Seat } from '../../engine/index.ts';
import { pick } from '../../engine/lang.ts';
import { networkOf } from './content.ts';
import { aidIn } from './phrases/index.ts';
import type { BorderlinesView } from './types.ts';
import { cardText, money, placeName } from './words.ts';

export function renderText(v: BorderlinesView, seat: Seat | 'spectator'): string {
  const net = networkOf(v);
  const c = net.content;
  const lines: string[] = [];
  lines.push(v.phase === 'over' ? `GAME OVER after round ${v.round}` : `ROUND ${v.round} of ${c.schedule.length} — ${v.phase === 'aid' ? 'choosing aid' : 'action phase'}`);
  lines.push(`Market: ${v.market.map((id, slot) => `${money(c.priceSlots[slot])} ${id < 0 ? '(being used)' : cardText(c.blackMarket[id])}`).join(' | ')}`);
  for (let f = 0; f < v.players; f++) {
    const fam = c.families[f];
    const me = f === seat ? ' (you)' : '';
    const turn = v.phase === 'action' && v.turn === f ? '  ◀ acting' : '';
    const dead = v.deadWar[f] + v.deadSea[f] + v.deadTraffickers[f];
    lines.push(`${pick(fam.name)} family${me}${turn}: ${money(v.money[f])}, ${v.houses[f]} houses, ${dead} dead, aid cards ${v.aidHeldCount[f]}${f === seat && v.myAid ? ` [${v.myAid.map((id) => aidIn(net, net.aidCards[id], 'en')).join(', ')}]` : ''}`);
    const where: string[] = [];
    for (let p = 0; p < net.n; p++) {
      const n = v.city[p][f] + v.camp[p][f];
      if (n > 0) where.push(`${placeName(net, p)}${net.isStar[p] ? '★' : ''} ${n}${v.camp[p][f] ? ` (${v.camp[p][f]} in camp)` : ''}`);
    }
    lines.push(`  ${where.join(', ') || 'nobody left on the map'}`);
  }
  if (v.walker) lines.push(`On the way: ${v.walker.path.map((p) => placeName(net, p)).join(' → ')} (${v.walker.left} more)`);
  lines.push(`War: ${v.war.map((w, i) => `${pick(c.warCards[i].name)} → ${w.shown ? placeName(net, net.zonePlaces[w.zone]) : 'face down'}`).join('; ') || 'none yet'}`);
  lines.push(`Borders: ${v.borders.map((b, i) => `${pick(c.crossings[i].name)} ${b.group}${b.shown ? (b.closed ? ' CLOSED' : ' open') : ' ?'}`).join('; ')}`);
  if (v.myOffer && v.myOffer.length) lines.push(`Aid offered to you: ${v.myOffer.map((id) => aidIn(net, net.aidCards[id], 'en')).join(', ')}`);
  return lines.join('\n');
}
