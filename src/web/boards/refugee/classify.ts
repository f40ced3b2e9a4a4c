/**
 * #refugee's moves in groups, and the refugee, card or country each one acts on (words only). The
 * parts come from the game's own decoder (`refugeeActionStruct`, the contract's `actionToStruct`).
 */
import { contentOf, PLAY_KINDS, refugeeActionStruct, type PlayKind, type RefugeeView } from '../../../games/refugee/index.ts';
import type { ActionClass } from '../types.ts';

/** Board key of an action card in hand, and of every move that plays or cycles that kind. */
export const actionCardKey = (kind: PlayKind) => `akind:${kind}`;

export function classifyRefugee(view: unknown, seat: number, action: number): ActionClass {
  const v = view as RefugeeView;
  const d = refugeeActionStruct(v, seat, action);
  if (d === null) return { group: 'Other moves' };
  switch (d.kind) {
    case 'pass':
      return { group: v.phase === 'cycle' ? 'Roll the die' : 'Pass' };
    case 'cycle':
      return { group: 'Cycle an action card', target: actionCardKey(d.card) };
    case 'vet':
      return { group: 'Vet a refugee', target: `ref:${d.refugee}`, also: [`vcard:${d.vetting}`] };
    case 'discard':
      return { group: 'Discard a vetting card', target: `vcard:${d.vetting}` };
    case 'choose':
      return { group: 'Choose who flees', target: `ref:${d.refugee}` };
  }
  // Plays start from the action card in hand; a refugee, a vetting card or a card on the stack narrows them down.
  const also: string[] = [];
  if ('refugee' in d) also.push(`ref:${d.refugee}`);
  if ('stack' in d) also.push(`stack:${d.stack}`);
  if (d.kind === 'fakeNews') also.push(`vcard:${d.vetting}`);
  if (d.kind === 'altFacts') {
    // The refugee holding the vetting card to remove.
    const holder = v.inPlay.find((r) => r.vetting.includes(d.vetting));
    if (holder) also.push(`ref:${holder.id}`);
  }
  return { group: `Play ${contentOf(v).actionKinds[PLAY_KINDS.indexOf(d.kind)].title}`, target: actionCardKey(d.kind), also };
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
