/**
 * #refugee's moves in groups, the refugee, card or country each one acts on, and what each costs and
 * brings in words (read from the view: every number shown is one the view carries, or a card's own
 * printed value). The parts come from the game's own decoder (`refugeeActionStruct`, the contract's
 * `actionToStruct`). Legality is the engine's: nothing here decides what may be played.
 */
import {
  contentOf, PLAY_KINDS, REGION_INFO, refugeeActionStruct, type PlayKind, type RefugeeAction, type RefugeeContent, type RefugeeInPlay,
  type RefugeeView,
} from '../../../games/refugee/index.ts';
import type { ActionClass } from '../types.ts';

/** Board key of an action card in hand, and of every move that plays or cycles that kind. */
export const actionCardKey = (kind: PlayKind) => `akind:${kind}`;
/** Board key of the die: the start-of-turn roll. */
export const DIE_KEY = 'die';
/** Board key of a country a card is aimed at (Natural Disaster, Outbreak, Open Borders, War). */
export const countryKey = (seat: number) => `country:${seat}`;
/** Board key of the "Pass" button in the response window. */
export const PASS_KEY = 'pass';

export function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "1 refugee", "2 refugees", "0 refugees". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The view's own vetting score of a refugee in play (RF-R12): boards never recompute it. */
export function scoreOf(v: RefugeeView, id: number): number {
  const at = v.inPlay.findIndex((r) => r.id === id);
  return at >= 0 ? v.vettingScores[at] ?? 0 : 0;
}

/** Seats as the game's texts name them, the viewer's own as "you". */
const seatWord = (seat: number, p: number) => (p === seat ? 'you' : `Player ${p + 1}`);
const seatPossessive = (seat: number, p: number) => (p === seat ? 'your' : `Player ${p + 1}'s`);

function cardWords(c: RefugeeContent, vetting: number): string {
  const card = c.vetting[vetting];
  return `${card.name} (${sign(card.value)})`;
}

/**
 * What a vetting card adds to a refugee's vetting score: its printed value, and the +1 origin bonus
 * printed on a card of the refugee's region colour (RF-R12) — both on the cards themselves.
 */
function adds(c: RefugeeContent, vetting: number, refugee: number): { total: number; words: string } {
  const card = c.vetting[vetting];
  const bonus = card.colour !== null && card.colour === c.refugees[refugee].region;
  const total = card.value + (bonus ? 1 : 0);
  const words = bonus ? ` (${sign(card.value)}, and +1 origin bonus: ${REGION_INFO[card.colour!].name})` : '';
  return { total, words };
}

function refugeeWords(v: RefugeeView, r: RefugeeInPlay): string {
  return `${contentOf(v).refugees[r.id].name} (vetting score ${sign(scoreOf(v, r.id))}, ${r.vetting.length} of 3 vetting cards)`;
}

/** The effect of playing an action card, in short: what it uses, then what it does on this table. */
function playDetail(v: RefugeeView, seat: number, d: Extract<RefugeeAction, { kind: PlayKind }>): string {
  const c = contentOf(v);
  const uses = `Uses your ${c.actionKinds[PLAY_KINDS.indexOf(d.kind)].title}`;
  const zone = (p: number) => v.inPlay.filter((r) => r.zone === p && r.fleeTo < 0);
  const find = (id: number) => v.inPlay.find((r) => r.id === id);
  switch (d.kind) {
    case 'shelter': case 'inoculation': case 'court': case 'closedBorders': {
      const e = v.stack[d.stack];
      if (!e) return `${uses}: it cancels card ${d.stack + 1} on the stack`;
      const title = c.actionKinds[e.kind].title;
      const on = e.country >= 0 ? ` on ${seatWord(seat, e.country)}` : e.refugee >= 0 ? ` on ${c.refugees[e.refugee].name}` : '';
      const stay = e.fleeing.length > 0 ? `: ${listWords(e.fleeing.map((id) => c.refugees[id].name))} ${e.fleeing.length === 1 ? 'stays' : 'stay'} where they are` : ': it then has no effect';
      return `${uses} to cancel ${e.by === seat ? 'your own' : `Player ${e.by + 1}'s`} ${title}${on}${stay}`;
    }
    case 'naturalDisaster': {
      const movers = zone(d.country).filter((r) => r.vetting.length < 3).map((r) => c.refugees[r.id].name);
      return `${uses} · ${movers.length ? `${listWords(movers)} ${movers.length === 1 ? 'flees' : 'flee'}` : 'nobody flees'} from ${seatPossessive(seat, d.country)} zone`;
    }
    case 'outbreak': {
      const ready = zone(d.country).filter((r) => r.vetting.length >= 3).length;
      return `${uses} · no refugee is accepted into ${d.country === seat ? 'your country' : `Player ${d.country + 1}'s country`} this turn (${count(ready, 'fully vetted refugee')} there now)`;
    }
    case 'openBorders': {
      const senders = [...Array(v.players).keys()].filter((p) => p !== d.country && !v.out[p] && zone(p).length > 0);
      if (senders.length === 0) return `${uses} · no other country has a refugee to send`;
      if (senders.length === 1) return `${uses} · ${senders[0] === seat ? 'you choose' : `Player ${senders[0] + 1} chooses`} one refugee to send to ${seatWord(seat, d.country)}`;
      return `${uses} · ${listWords(senders.map((p) => seatWord(seat, p)))} each choose one refugee to send to ${seatWord(seat, d.country)}`;
    }
    case 'war': {
      const n = zone(d.country).length;
      if (n <= 1) return `${uses} · the only refugee in ${seatPossessive(seat, d.country)} zone flees to ${seatWord(seat, d.dest)}`;
      const chooser = d.country === seat ? 'you choose' : `Player ${d.country + 1} chooses`;
      return `${uses} · ${seatPossessive(seat, d.country)} zone holds ${count(n, 'refugee')}: ${chooser} two of them to flee to ${seatWord(seat, d.dest)}`;
    }
    case 'asylum': {
      const r = find(d.refugee);
      return r ? `${uses} · ${refugeeWords(v, r)} is accepted by ${seatWord(seat, r.zone)} this turn` : uses;
    }
    case 'instability': {
      const r = find(d.refugee);
      return r ? `${uses} · ${refugeeWords(v, r)} leaves ${seatPossessive(seat, r.zone)} zone for ${seatWord(seat, d.dest)}` : uses;
    }
    case 'altFacts': {
      const r = v.inPlay.find((x) => x.vetting.includes(d.vetting));
      return r ? `${uses} · ${cardWords(c, d.vetting)} comes off ${refugeeWords(v, r)}` : uses;
    }
    case 'fakeNews': {
      const r = find(d.refugee);
      if (!r) return uses;
      const a = adds(c, d.vetting, d.refugee);
      const before = scoreOf(v, d.refugee);
      return `${uses} and ${cardWords(c, d.vetting)} from your hand · ${sign(a.total)} to ${c.refugees[d.refugee].name}'s vetting score (now ${sign(before)} → ${sign(before + a.total)})${a.words} · vetting card ${r.vetting.length + 1} on this refugee`;
    }
  }
}

function detailOf(v: RefugeeView, seat: number, d: RefugeeAction): string {
  const c = contentOf(v);
  switch (d.kind) {
    case 'pass':
      if (v.phase === 'cycle') return 'Keep your action cards · each white mark rolled is a vetting card to draw and play, each bolt an action card to draw';
      {
        const held = v.myActions?.length ?? v.actionHandSizes[seat] ?? 0;
        const open = v.stack.length > 0 ? ` · you do not answer the ${count(v.stack.length, 'card')} on the stack` : '';
        return `Keep your ${count(held, 'action card')} for later${open}`;
      }
    case 'cycle':
      return `Your ${c.actionKinds[PLAY_KINDS.indexOf(d.card)].title} goes to the discard pile · draw a new action card (${v.actionDeckSize} in the deck) · then roll the die`;
    case 'vet': {
      const r = v.inPlay.find((x) => x.id === d.refugee);
      const a = adds(c, d.vetting, d.refugee);
      const before = scoreOf(v, d.refugee);
      const n = (r?.vetting.length ?? 0) + 1;
      return `${sign(a.total)} to ${c.refugees[d.refugee].name}'s vetting score (now ${sign(before)} → ${sign(before + a.total)})${a.words} · vetting card ${n} of 3${n === 3 ? ', fully vetted' : ''}${r ? ` · ${seatPossessive(seat, r.zone)} zone` : ''}`;
    }
    case 'discard': {
      const left = (v.myVetting?.length ?? v.vettingHandSizes[seat] ?? 1) - 1;
      return `To the used pile · ${left <= 5 ? `down to ${count(left, 'vetting card')}` : `${count(left, 'vetting card')} left: keep going down to 5`}`;
    }
    case 'choose': {
      const r = v.inPlay.find((x) => x.id === d.refugee);
      const more = (v.choices[0]?.count ?? 1) - 1;
      return `${r ? `${refugeeWords(v, r)} leaves your zone` : 'Leaves your zone'}${more > 0 ? ` · then ${count(more, 'more refugee')} to choose` : ''}`;
    }
    default:
      return playDetail(v, seat, d);
  }
}

/** The start-of-turn moves share one heading; everything else is named by what it does. */
export function classifyRefugee(view: unknown, seat: number, action: number): ActionClass {
  const v = view as RefugeeView;
  const d = refugeeActionStruct(v, seat, action);
  if (d === null) return { group: 'Other moves' };
  const detail = detailOf(v, seat, d);
  switch (d.kind) {
    case 'pass':
      // The cycle phase's "pass" is the roll: a real step, never played for anyone (RF-D29).
      return v.phase === 'cycle'
        ? { group: 'Start of your turn', target: DIE_KEY, detail }
        : { group: 'Pass', target: PASS_KEY, detail, pass: true };
    case 'cycle':
      return { group: 'Start of your turn', target: actionCardKey(d.card), detail };
    case 'vet':
      return { group: 'Vet a refugee', target: `ref:${d.refugee}`, also: [`vcard:${d.vetting}`], detail };
    case 'discard':
      return { group: 'Discard a vetting card', target: `vcard:${d.vetting}`, detail };
    case 'choose':
      return { group: 'Choose who flees', target: `ref:${d.refugee}`, detail };
  }
  // Plays start from the action card in hand; a refugee, a vetting card or a card on the stack narrows them down.
  const also: string[] = [];
  if ('country' in d) also.push(countryKey(d.country));
  if ('refugee' in d) also.push(`ref:${d.refugee}`);
  if ('stack' in d) also.push(`stack:${d.stack}`);
  if (d.kind === 'fakeNews') also.push(`vcard:${d.vetting}`);
  if (d.kind === 'altFacts') {
    // The vetting card to remove, on the refugee holding it.
    also.push(`vcard:${d.vetting}`);
    const holder = v.inPlay.find((r) => r.vetting.includes(d.vetting));
    if (holder) also.push(`ref:${holder.id}`);
  }
  return { group: `Play ${contentOf(v).actionKinds[PLAY_KINDS.indexOf(d.kind)].title}`, target: actionCardKey(d.kind), also, detail };
}

/**
 * "Pass for the rest of this round" (RF-D29): a round is the current country's turn, and a pass is
 * offered only in its action round. The key is the same from the first priority of that action round
 * to its Resolution — cards played, refugees chosen — and differs before it (cycle, vetting, discard),
 * after it (the next turn) and once the game is over. So a request never outlives the turn it was
 * made in, and never reaches anyone's own action round from before it.
 */
export function roundKeyRefugee(view: unknown): string {
  const v = view as RefugeeView;
  if (v.phase === 'over') return 'over';
  const stage = v.phase === 'action' || v.phase === 'choose' ? 'action round' : v.phase;
  return `turn ${v.turn + 1}: ${stage}`;
}

export function phaseHintRefugee(view: unknown, seat: number, names: string[]): string {
  const v = view as RefugeeView;
  switch (v.phase) {
    case 'cycle':
      return 'Start of the turn: cycle an action card if you like (tap it), then roll the die (tap the die).';
    case 'vetting':
      return `Vetting: ${count(v.owe, 'vetting card')} still to play. Tap a vetting card in your hand, then the refugee it goes on.`;
    case 'discard':
      return 'Too many vetting cards and no refugee left to vet: discard down to five (tap a card in your hand).';
    case 'action':
      if (v.stack.length > 0) {
        const top = v.stack[v.stack.length - 1];
        const title = contentOf(v).actionKinds[top.kind]?.title ?? 'An action card';
        return `The response window is open: ${title} (played by ${names[top.by] ?? `Player ${top.by + 1}`}) waits on the stack. Answer it with an action card, or pass.`;
      }
      return `Action round of ${names[v.current] ?? 'the current country'}: play an action card (tap it in your hand) or pass.`;
    case 'choose': {
      const c = v.choices.find((x) => x.seat === seat);
      return c ? `Choose ${count(c.count, 'refugee')} to flee (tap them in your zone).` : 'Refugees must be chosen to flee.';
    }
    default:
      return '';
  }
}
