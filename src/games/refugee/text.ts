/** Plain-words descriptions of action codes, from a view (no hidden information needed). */
import { contentOf, layoutFor } from './content.ts';
import type { Action, Seat } from '../../engine/index.ts';
import { K, type RefugeeAction } from './codec.ts';
import { nextSeat, refugeeLabel, seatName, vettingLabel } from './state.ts';
import type { RefugeeView } from './types.ts';

function where(v: RefugeeView, refugee: number): string {
  const r = v.inPlay.find((x) => x.id === refugee);
  return r ? ` in ${seatName(r.zone)}'s zone` : '';
}

/** The action's structured face (the contract's `actionToStruct`): decoded from the declaration in codec.ts. */
export function actionStruct(v: RefugeeView, _seat: Seat, action: Action): RefugeeAction | null {
  return layoutFor(v).actions.decode(action);
}

export function describe(v: RefugeeView, seat: Seat, action: Action): string {
  const d = actionStruct(v, seat, action);
  return d ? describeStruct(v, d) : `Unknown action ${action}`;
}

/** Words for a decoded action: every text comes from the struct's kind and parts. */
function describeStruct(v: RefugeeView, d: RefugeeAction): string {
  const c = contentOf(v);
  switch (d.kind) {
    case 'pass':
      return v.phase === 'cycle' ? 'Keep your action cards and roll the die' : 'Pass (play no more action cards for now)';
    case 'cycle':
      return `Cycle: discard a ${c.actionKinds[K[d.card]]?.title ?? '?'} card and draw a new action card`;
    case 'vet':
      return `Vet ${refugeeLabel(c, d.refugee)}${where(v, d.refugee)} with ${vettingLabel(c, d.vetting)}`;
    case 'discard':
      return `Discard ${vettingLabel(c, d.vetting)}`;
    case 'choose': {
      const e = v.choices.length ? v.stack[v.choices[0].entry] : undefined;
      const to = e ? (e.kind === K.war ? e.dest : e.country) : -1;
      return `Choose ${refugeeLabel(c, d.refugee)} to flee${to >= 0 ? ` to ${seatName(to)}` : ''}`;
    }
  }
  const title = c.actionKinds[K[d.kind]].title;
  switch (d.kind) {
    case 'shelter': case 'inoculation': case 'court': case 'closedBorders': {
      const e = v.stack[d.stack];
      const target = e ? `${seatName(e.by)}'s ${c.actionKinds[e.kind].title}` : `card ${d.stack + 1}`;
      return `Play ${title}: cancel ${target} (card ${d.stack + 1} on the stack)`;
    }
    case 'naturalDisaster':
      return `Play ${title} on ${seatName(d.country)}: its refugees with fewer than 3 vetting cards flee to ${seatName(nextSeat(v, d.country))}`;
    case 'outbreak':
      return `Play ${title} on ${seatName(d.country)}: no refugee is accepted there this turn`;
    case 'openBorders':
      return `Play ${title} toward ${seatName(d.country)}: every other country sends one refugee there`;
    case 'war':
      return `Play ${title} on ${seatName(d.country)}: two of its refugees (its choice) flee to ${seatName(d.dest)}`;
    case 'asylum':
      return `Play ${title} for ${refugeeLabel(c, d.refugee)}${where(v, d.refugee)}: accepted this turn`;
    case 'instability':
      return `Play ${title} on ${refugeeLabel(c, d.refugee)}${where(v, d.refugee)}: flees to ${seatName(d.dest)}`;
    case 'altFacts': {
      const r = v.inPlay.find((x) => x.vetting.includes(d.vetting));
      return `Play ${title}: remove ${vettingLabel(c, d.vetting)} from ${r ? refugeeLabel(c, r.id) : 'a refugee'}`;
    }
    case 'fakeNews':
      return `Play ${title}: add ${vettingLabel(c, d.vetting)} to ${refugeeLabel(c, d.refugee)}${where(v, d.refugee)}, even beyond 3 cards`;
  }
}
