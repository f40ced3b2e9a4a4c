/**
 * A plain-text picture of the table for `crossings play`: scores, each country's In-Country Zone
 * (refugees with their vetting cards and running vetting score), the Fleeing Zone, the stack of
 * action cards, deck sizes, and the viewer's own hand.
 */
import type { Seat } from '../../engine/index.ts';
import { pick } from '../../engine/lang.ts';
import { contentOf, layoutFor } from './content.ts';
import { REGION_INFO } from './data/index.ts';
import { refugeeLabel, seatName, vettingLabel, vettingScore } from './state.ts';
import type { RefugeeView } from './types.ts';

/** "1 refugee", "2 refugees", "-1 point". */
const n = (k: number, one: string, many = `${one}s`) => `${k} ${Math.abs(k) === 1 ? one : many}`;

const PHASE: Record<RefugeeView['phase'], string> = {
  cycle: 'Cycle (start of turn)', vetting: 'Vetting', discard: 'Discard down to 5',
  action: 'Action round', choose: 'Choosing refugees to flee', over: 'Game over',
};

export function renderText(v: RefugeeView, seat: Seat | 'spectator'): string {
  const c = contentOf(v);
  const L = layoutFor(v);
  const me = typeof seat === 'number' ? seat : -1;
  const name = (p: number) => (p === me ? 'YOU' : seatName(p));
  const lines: string[] = [];
  const face = v.lastRoll >= 0 ? c.die[v.lastRoll] : null;
  lines.push(`Turn ${v.turn + 1}, ${seatName(v.current)} — ${PHASE[v.phase]}${face ? ` (rolled ${n(face.marks, 'white mark')}, ${n(face.bolts, 'bolt')})` : ''}${v.owe > 0 ? `, ${n(v.owe, 'vetting card')} still to play` : ''}`);
  lines.push(`Decks: ${n(v.refugeeDeckSize, 'refugee')}, ${n(v.vettingDeckSize, 'vetting card')} (${v.vettingUsed.length} used), ${n(v.actionDeckSize, 'action card')} (${v.actionDiscard.length} discarded)`);
  for (let p = 0; p < v.players; p++) {
    const turn = v.phase === 'action' && v.priority === p ? '  ◀ may play or pass' : v.phase === 'choose' && v.choices[0]?.seat === p ? '  ◀ chooses' : '';
    const status = v.out[p] ? ' — ELIMINATED' : '';
    lines.push('');
    lines.push(`${name(p)}: ${n(v.scores[p], 'point')}, ${v.accepted[p].length} accepted, ${v.sentAway[p]} sent away, ${v.arrived[p]} arrived by fleeing; hand ${n(v.vettingHandSizes[p], 'vetting card')} + ${n(v.actionHandSizes[p], 'action card')}${status}${turn}`);
    for (const r of v.inPlay.filter((x) => x.zone === p)) {
      const region = REGION_INFO[c.refugees[r.id].region];
      const cards = r.vetting.map((id) => vettingLabel(c, id)).join(' | ') || 'not vetted yet';
      const flee = r.fleeTo >= 0 ? `  → fleeing to ${name(r.fleeTo)}` : '';
      lines.push(`  ${refugeeLabel(c, r.id)} [${region.colour}] score ${vettingScore(c, r)} (${r.vetting.length}/3): ${cards}${flee}`);
    }
  }
  if (v.stack.length) {
    lines.push('');
    lines.push('Stack (resolves last first):');
    v.stack.forEach((e, i) => lines.push(`  ${i + 1}. ${seatName(e.by)}: ${pick(c.actionKinds[e.kind].title)}${e.target >= 0 ? ` → answers card ${e.target + 1}` : ''}`));
  }
  if (v.myVetting && v.myActions) {
    lines.push('');
    lines.push(`Your vetting cards: ${v.myVetting.map((id) => vettingLabel(c, id)).join(' | ') || 'none'}`);
    lines.push(`Your action cards: ${v.myActions.map((id) => pick(c.actionKinds[L.actionKind[id]].title)).join(', ') || 'none'}`);
  }
  return lines.join('\n');
}
