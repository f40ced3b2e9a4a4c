/**
 * What each seat has been offered, so that a move sent from an older version can be judged
 * (docs/architecture.md §10, step 2, Judge). When several seats may act at once, each sends its move
 * against the version it saw, and the others' moves land in between. Such a move is accepted when it still
 * means what the player chose: the seat has been offered that action, **with the same words**
 * (`describeAction`), at every version from the one it saw to now. An action whose words changed
 * (another seat's move changed what it does) or that is no longer offered is refused, and the player
 * is told. The words are the test because action numbers are the game's own: a number could name
 * another card after someone else's move, while a game's description of it must change then
 * (describeAction is distinct for distinct actions of a seat).
 *
 * The room notes each seat's offer whenever it works out that seat's update (every version, for a
 * seat with a connection), from the very labels it sends; a version a seat was not noted at breaks
 * the run, so nothing is accepted across a gap that no connection of that seat was shown.
 */
import type { Action, Seat } from '../../engine/index.ts';

/**
 * What a seat is offered at one version: its legal actions and their words, as two lists of one
 * length (the offer sent is `[{"action":…,"label":…},…]`, serialised by the caller).
 */
export interface Offered {
  actions: readonly Action[];
  labels: readonly string[];
}

/** A run of versions over which a seat was offered the same moves with the same words. */
interface Epoch extends Offered {
  from: number;
  to: number;
  /** The offer as sent (JSON): an unchanged offer is told at a glance. */
  json: string;
}

/** The words `offer` gives `action`, or undefined when it does not offer it. */
function labelOf(offer: Offered, action: Action): string | undefined {
  const i = offer.actions.indexOf(action);
  return i < 0 ? undefined : offer.labels[i];
}

/**
 * Epochs kept per seat. A move sent from before the oldest is judged stale. A seat's offer changes at
 * most once per version, and a move in flight is a few versions old at most (the time for the others'
 * moves to cross it), so 8 are plenty while a room holds little: only the newest keeps its JSON, and
 * a word that an epoch repeats from the one before is that one's string (`note`), so an epoch holds
 * its two lists and its new words only.
 */
const EPOCHS = 8;

export type OfferJudgement =
  | { ok: true }
  | { ok: false; reason: 'gone' | 'changed' | 'unseen'; label?: string };

export class OfferBook {
  private readonly seats = new Map<Seat, Epoch[]>();

  /**
   * Notes what `seat` is offered at `version` (`json` is the offer serialised, as sent). This runs
   * for every seat on every move, so it costs one string comparison unless the offer changed. The
   * book keeps `offer`'s lists (the caller hands them over) and may replace a word in `labels` by an
   * equal string it already holds.
   */
  note(seat: Seat, version: number, offer: { actions: readonly Action[]; labels: string[] }, json: string): void {
    let list = this.seats.get(seat);
    if (!list) this.seats.set(seat, (list = []));
    const last = list[list.length - 1];
    if (last && (last.to === version || last.to === version - 1)) {
      if (last.json === json) {
        last.to = version;
        return;
      }
      // Another offer at the same version (the room has just started): it replaces the earlier one.
      if (last.to === version) {
        if (last.from === version) list.pop();
        else last.to = version - 1;
      }
    } else if (last) {
      list.length = 0; // a gap: no connection of this seat was shown the versions in between
    }
    const previous = list[list.length - 1];
    if (previous) previous.json = '';
    // The words of the seat's last offer of any moves (between two turns it was offered none).
    for (let i = list.length - 1; i >= 0 && offer.actions.length > 0; i--) {
      if (list[i].actions.length === 0) continue;
      shareWords(list[i], offer);
      break;
    }
    list.push({ from: version, to: version, json, actions: offer.actions, labels: offer.labels });
    if (list.length > EPOCHS) list.shift();
  }

  /**
   * May `seat` play `action`, chosen at version `seen`, now at version `now`? Only when it has been
   * offered with the same words at every version in between.
   */
  judge(seat: Seat, action: Action, seen: number, now: number): OfferJudgement {
    const list = this.seats.get(seat);
    const last = list?.[list.length - 1];
    if (!list || !last || last.to !== now) return { ok: false, reason: 'unseen' };
    const label = labelOf(last, action);
    if (label === undefined) return { ok: false, reason: 'gone' };
    for (let i = list.length - 1; i >= 0; i--) {
      const epoch = list[i];
      if (labelOf(epoch, action) !== label) return { ok: false, reason: 'changed', label };
      if (epoch.from <= seen) return { ok: true };
    }
    return { ok: false, reason: 'unseen' };
  }

  /** Forgets every offer. */
  clear(): void {
    this.seats.clear();
  }
}

/**
 * Makes `next`'s words that `previous` has for the same action the very strings `previous` holds, so
 * that the new epoch keeps only the words that changed: an offer of 60 moves repeats most of its words
 * from one move to the next (#refugee's vetting), and the epochs outlive a young-generation collection
 * or two, whose cost is what survives it. Both lists of actions are ascending (`legalActions` sorts
 * them); were they not, fewer words would be shared, nothing else.
 */
function shareWords(previous: Offered, next: { actions: readonly Action[]; labels: string[] }): void {
  const was = previous.actions;
  let j = 0;
  for (let i = 0; i < next.actions.length; i++) {
    const action = next.actions[i];
    while (j < was.length && was[j] < action) j++;
    if (j < was.length && was[j] === action && previous.labels[j] === next.labels[i]) next.labels[i] = previous.labels[j];
  }
}

/**
 * Why a move `seat` chose at version `seen` may not be played at the log's version now (null: it
 * may; the engine still judges it): the seat acted since (the move was sent from a position it has
 * left), or the move is no longer offered, or no longer with the words the player chose.
 */
export function judgeLateMove(log: { version: number; actedSince(seat: Seat, version: number): boolean }, offers: OfferBook, seat: Seat, action: Action, seen: number): { code: 'STALE_VERSION' | 'NO_LONGER_LEGAL' | 'MOVE_CHANGED'; message: string } | null {
  const now = log.version;
  const stale = { code: 'STALE_VERSION' as const, message: `Your view is at version ${seen} but the game is at ${now}; resynchronising.` };
  if (seen > now) return stale;
  if (log.actedSince(seat, seen)) {
    return { ...stale, message: `Your view is at version ${seen} but the game is at ${now}, and you have acted since: this move was not played. Resynchronising.` };
  }
  const verdict = offers.judge(seat, action, seen, now);
  if (verdict.ok) return null;
  const moved = `Other players moved first (the game went from version ${seen} to ${now})`;
  switch (verdict.reason) {
    case 'gone': return { code: 'NO_LONGER_LEGAL', message: `${moved}, and this move is no longer possible, so it was not played. Choose again.` };
    case 'changed': return { code: 'MOVE_CHANGED', message: `${moved}, and this move now reads "${verdict.label ?? ''}", so it was not played. Choose again.` };
    default: return stale;
  }
}
