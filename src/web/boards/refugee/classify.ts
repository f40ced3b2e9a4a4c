/** #refugee's moves in groups, and the refugee, card or country each one acts on (words only). */
import { decode, layoutOf, SHAPE } from '../../../games/refugee/codec.ts';
import { contentOf } from '../../../games/refugee/content.ts';
import type { RefugeeView } from '../../../games/refugee/types.ts';
import type { ActionClass } from '../types.ts';

export function classifyRefugee(view: unknown, _seat: number, action: number): ActionClass {
  const v = view as RefugeeView;
  const d = decode(layoutOf(contentOf(v)), action);
  switch (d.type) {
    case 'pass':
      return { group: v.phase === 'cycle' ? 'Roll the die' : 'Pass' };
    case 'cycle':
      return { group: 'Cycle an action card', target: `akind:${d.kind}` };
    case 'vet':
      return { group: 'Vet a refugee', target: `ref:${d.refugee}`, also: [`vcard:${d.vetting}`] };
    case 'discard':
      return { group: 'Discard a vetting card', target: `vcard:${d.vetting}` };
    case 'choose':
      return { group: 'Choose who flees', target: `ref:${d.refugee}` };
    case 'play': {
      // Plays start from the action card in hand; a refugee or a card on the stack narrows them down.
      const also: string[] = [];
      const shape = SHAPE[d.kind];
      if (shape === 'refugee' || shape === 'refugee-dest' || shape === 'refugee-vetting') also.push(`ref:${d.a}`);
      if (shape === 'refugee-vetting') also.push(`vcard:${d.b}`);
      if (shape === 'stack') also.push(`stack:${d.a}`);
      if (shape === 'vetting') {
        const holder = v.inPlay.find((r) => r.vetting.includes(d.a));
        if (holder) also.push(`ref:${holder.id}`);
      }
      return { group: `Play ${contentOf(v).actionKinds[d.kind].title}`, target: `akind:${d.kind}`, also };
    }
    default:
      return { group: 'Other moves' };
  }
}

export function phaseHintRefugee(view: unknown, seat: number, names: string[]): string {
  const v = view as RefugeeView;
  switch (v.phase) {
    case 'cycle':
      return 'Start of the turn: cycle an action card if you like, then roll the die.';
    case 'vetting':
      return `Vetting: ${v.owe} vetting card${v.owe === 1 ? '' : 's'} still to play on refugees.`;
    case 'discard':
      return 'Too many vetting cards: discard down to five.';
    case 'action':
      if (v.stack.length > 0) {
        const top = v.stack[v.stack.length - 1];
        const title = contentOf(v).actionKinds[top.kind]?.title ?? 'An action card';
        return `The response window is open: ${title} (played by ${names[top.by] ?? `Player ${top.by + 1}`}) waits on the stack. Answer it with an action card, or pass.`;
      }
      return `Action round of ${names[v.current] ?? 'the current country'}: play an action card or pass.`;
    case 'choose': {
      const c = v.choices.find((x) => x.seat === seat);
      return c ? `Choose ${c.count} refugee${c.count === 1 ? '' : 's'} to flee.` : 'Refugees must be chosen to flee.';
    }
    default:
      return '';
  }
}
