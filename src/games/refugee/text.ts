/** Plain-words descriptions of action codes, from a view (no hidden information needed). */
import { contentOf, layoutFor } from './content.ts';
import type { Action, Seat } from '../../engine/index.ts';
import { decode, K } from './codec.ts';
import { nextSeat, refugeeLabel, seatName, vettingLabel } from './state.ts';
import type { RefugeeView } from './types.ts';

function where(v: RefugeeView, refugee: number): string {
  const r = v.inPlay.find((x) => x.id === refugee);
  return r ? ` in ${seatName(r.zone)}'s zone` : '';
}

export function describe(v: RefugeeView, _seat: Seat, action: Action): string {
  const L = layoutFor(v);
  const d = decode(L, action);
  const c = contentOf(v);
  switch (d.type) {
    case 'pass':
      return v.phase === 'cycle' ? 'Keep your action cards and roll the die' : 'Pass (play no more action cards for now)';
    case 'cycle':
      return `Cycle: discard a ${c.actionKinds[d.kind]?.title ?? '?'} card and draw a new action card`;
    case 'vet':
      return `Vet ${refugeeLabel(c, d.refugee)}${where(v, d.refugee)} with ${vettingLabel(c, d.vetting)}`;
    case 'discard':
      return `Discard ${vettingLabel(c, d.vetting)}`;
    case 'choose': {
      const e = v.choices.length ? v.stack[v.choices[0].entry] : undefined;
      const to = e ? (e.kind === K.war ? e.dest : e.country) : -1;
      return `Choose ${refugeeLabel(c, d.refugee)} to flee${to >= 0 ? ` to ${seatName(to)}` : ''}`;
    }
    case 'play': {
      const title = c.actionKinds[d.kind].title;
      switch (d.kind) {
        case K.shelter: case K.inoculation: case K.court: case K.closedBorders: {
          const e = v.stack[d.a];
          const target = e ? `${seatName(e.by)}'s ${c.actionKinds[e.kind].title}` : `card ${d.a + 1}`;
          return `Play ${title}: cancel ${target} (card ${d.a + 1} on the stack)`;
        }
        case K.naturalDisaster:
          return `Play ${title} on ${seatName(d.a)}: its refugees with fewer than 3 vetting cards flee to ${seatName(nextSeat(v, d.a))}`;
        case K.outbreak:
          return `Play ${title} on ${seatName(d.a)}: no refugee is accepted there this turn`;
        case K.openBorders:
          return `Play ${title} toward ${seatName(d.a)}: every other country sends one refugee there`;
        case K.war:
          return `Play ${title} on ${seatName(d.a)}: two of its refugees (its choice) flee to ${seatName(d.b)}`;
        case K.asylum:
          return `Play ${title} for ${refugeeLabel(c, d.a)}${where(v, d.a)}: accepted this turn`;
        case K.instability:
          return `Play ${title} on ${refugeeLabel(c, d.a)}${where(v, d.a)}: flees to ${seatName(d.b)}`;
        case K.altFacts: {
          const r = v.inPlay.find((x) => x.vetting.includes(d.a));
          return `Play ${title}: remove ${vettingLabel(c, d.a)} from ${r ? refugeeLabel(c, r.id) : 'a refugee'}`;
        }
        case K.fakeNews:
          return `Play ${title}: add ${vettingLabel(c, d.b)} to ${refugeeLabel(c, d.a)}${where(v, d.a)}, even beyond 3 cards`;
        default:
          return `Play ${title}`;
      }
    }
    default:
      return `Unknown action ${action}`;
  }
}
