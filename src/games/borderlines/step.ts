/**
 * Applying an action: the aid choice (BL-R17) or a step of the acting family's turn (turn.ts).
 */
import { borderlinesActions } from './actions.ts';
import { networkOf } from './content.ts';
import { continueEvents, dealWaiting, say, type Events } from './rounds.ts';
import { ownRow } from '../state-parts.ts';
import { turnStep } from './turn.ts';
import type { BorderlinesState } from './types.ts';
import { aidIn } from './phrases/index.ts';
import { FamilyName } from './words.ts';
import { steppedInPlace } from './walks.ts';

export function step(s: BorderlinesState, seat: number, action: number, ev: Events): void {
  if (ev === null) steppedInPlace(s);
  if (s.phase === 'aid') return keepAid(s, seat, action, ev);
  turnStep(s, seat, action, ev);
}

/** BL-R17, BL-D21: the family keeps one offered card (the lowest-numbered of its kind); the rest go back. */
function keepAid(s: BorderlinesState, seat: number, action: number, ev: Events): void {
  const net = networkOf(s);
  const a = borderlinesActions.decode(action);
  if (!a || a.kind !== 'keepAid') throw new Error(`Unknown aid choice ${action}`);
  const offer = s.aidOffer[seat];
  let kept = -1;
  for (const id of offer) if (net.aidCards[id] === a.aid && (kept < 0 || id < kept)) kept = id;
  ownRow(s.aidHeld, seat, ev).push(kept);
  s.aidOffer[seat] = [];
  if (ev) {
    const kind = a.aid;
    say(ev, 'aid-kept', (b, l) => b.aidKept(aidIn(net, kind, l)), undefined, [seat]);
    say(ev, 'aid-chosen', (b, l) => b.aidChosen(FamilyName(net, seat, l)), { family: seat });
  }
  // BL-D21: the card not kept goes back to the deck, from which a waiting family may now be dealt.
  dealWaiting(s, net, ev);
  if (s.aidOffer.every((o) => o.length === 0)) continueEvents(s, ev);
}
