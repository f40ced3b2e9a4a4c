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
 * seat with a connection): the legal actions and the view they were offered with. A version a seat was
 * not noted at breaks the run, so nothing is accepted across a gap that no connection of that seat was
 * shown. The words are made only when asked for: a late move is judged by the words of the one action
 * it names, made from each noted view, and a connection that wants every move's words (`labels`, the
 * protocol's default) gets them made once per version. The web client words the moves itself from its
 * view, so most versions are never worded here at all.
 */
import type { Action, Seat } from '../../engine/index.ts';

/** The game's words for a seat's action in a view (`describeAction`, English). */
export type DescribeMove = (view: unknown, seat: Seat, action: Action) => string;

/**
 * What a seat was offered at one version, or at a run of versions where it was offered nothing (`to`:
 * one entry for a seat waiting its turn, however many moves the others make).
 */
interface Noted {
  version: number;
  /** The last version of a run of empty offers; the same as `version` otherwise. */
  to: number;
  /** The legal actions, ascending as `legalActions` gives them. */
  actions: readonly Action[];
  /** The view they were offered with; null when there were none (nothing to word). */
  view: unknown;
  /** Every action's words, once a connection asked for them. */
  labels?: readonly string[];
}

/**
 * Versions kept per seat. A move in flight is a few versions old at most (the time for the others' moves
 * to cross it), and a seat's history is dropped whenever it acts (a move it sent before is refused then
 * anyway: judgeLateMove asks the log first), so a view is kept for long only while several seats play at
 * once. Views of one game share their unchanged parts, so a kept view costs little more than its changes.
 */
const KEPT = 24;

export type OfferJudgement =
  | { ok: true }
  | { ok: false; reason: 'gone' | 'changed' | 'unseen'; label?: string };

export class OfferBook {
  private readonly seats = new Map<Seat, Noted[]>();

  constructor(private readonly describe: DescribeMove) {}

  /**
   * Notes that `seat` is offered `actions` with `view` at `version`. This runs for every seat on every
   * move, so it only keeps the two references. A second note at the same version (a connection that
   * has just subscribed) replaces the first, keeping its words when it is the same offer.
   */
  note(seat: Seat, version: number, actions: readonly Action[], view: unknown): void {
    let list = this.seats.get(seat);
    if (!list) this.seats.set(seat, (list = []));
    const last = list[list.length - 1];
    if (last && actions.length === 0 && last.actions.length === 0 && (last.to === version || last.to === version - 1)) {
      last.to = version;
      return;
    }
    const entry: Noted = { version, to: version, actions, view: actions.length ? view : null };
    if (last?.to === version) {
      if (last.version === version) {
        if (last.view === entry.view && sameActions(last.actions, actions)) return;
        list[list.length - 1] = entry;
        return;
      }
      last.to = version - 1; // a run of empty offers, then moves at the same version (the room has just started)
    } else if (last && last.to !== version - 1) {
      list.length = 0; // a gap: no connection of this seat was shown the versions in between
    }
    list.push(entry);
    if (list.length > KEPT) list.shift();
  }

  /**
   * The words of every action `seat` is offered at `version` (as noted: `actions`, `view`), made once
   * per offer and kept with it for the judge.
   */
  labels(seat: Seat, version: number, actions: readonly Action[], view: unknown): readonly string[] {
    const list = this.seats.get(seat) ?? [];
    let noted: Noted | undefined;
    for (let i = list.length - 1; i >= 0 && !noted; i--) if (list[i].version === version && list[i].actions === actions) noted = list[i];
    if (noted?.labels) return noted.labels;
    const labels = actions.map((action) => this.describe(view, seat, action));
    if (noted) noted.labels = labels;
    return labels;
  }

  /** The seat acted: a move it sent from before is refused by the log (actedSince), so its history goes. */
  forget(seat: Seat): void {
    this.seats.delete(seat);
  }

  /**
   * May `seat` play `action`, chosen at version `seen`, now at version `now`? Only when it has been
   * offered with the same words at every version in between.
   */
  judge(seat: Seat, action: Action, seen: number, now: number): OfferJudgement {
    const list = this.seats.get(seat);
    const last = list?.[list.length - 1];
    if (!list || !last || last.to !== now) return { ok: false, reason: 'unseen' };
    const label = this.labelOf(seat, last, action);
    if (label === undefined) return { ok: false, reason: 'gone' };
    if (last.version === seen) return { ok: true };
    for (let i = list.length - 2; i >= 0; i--) {
      const noted = list[i];
      if (noted.to < seen) break;
      if (this.labelOf(seat, noted, action) !== label) return { ok: false, reason: 'changed', label };
      if (noted.version <= seen) return { ok: true };
    }
    return { ok: false, reason: 'unseen' };
  }

  /** Forgets every offer. */
  clear(): void {
    this.seats.clear();
  }

  /** The words `noted` gives `action`, or undefined when it does not offer it. */
  private labelOf(seat: Seat, noted: Noted, action: Action): string | undefined {
    const i = noted.actions.indexOf(action);
    if (i < 0) return undefined;
    return noted.labels ? noted.labels[i] : this.describe(noted.view, seat, action);
  }
}

function sameActions(a: readonly Action[], b: readonly Action[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
