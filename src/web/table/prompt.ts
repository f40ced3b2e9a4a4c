/**
 * The sentence at the top of the table: what this seat must do now, or whom it waits for and why.
 * Pure functions of the snapshot, so they are tested without a browser.
 */
import type { Seat } from '../../engine/index.ts';
import type { TableSnapshot } from './types.ts';

export interface Prompt {
  heading: string;
  detail: string;
  yourTurn: boolean;
}

/** `hint(seat)` says in words what the game waits for from a seat (a board supplies it). */
export function promptFor(s: TableSnapshot, hint: (seat: Seat) => string = () => ''): Prompt {
  if (s.outcome) return { heading: 'The game is over', detail: s.outcome.reason, yourTurn: false };
  if (s.replay) {
    const who = listNames(s.active.map((a) => s.names[a] ?? `Player ${a + 1}`));
    const why = s.active.length === 1 ? hint(s.active[0]) : '';
    return { heading: `Replay, after move ${s.version}`, detail: who ? `${who} to act. ${why}`.trim() : 'Nobody is to act.', yourTurn: false };
  }
  const mine = s.viewer !== 'spectator' && s.active.includes(s.viewer);
  if (mine && s.legal.length > 0) {
    const why = hint(s.viewer as Seat);
    const choose = s.legal.length === 1
      ? `One move is possible: ${s.legal[0].label}.`
      : `Tap a highlighted card, or pick one of the ${s.legal.length} moves.`;
    return { heading: 'Your turn', detail: why ? `${why} ${choose}` : choose, yourTurn: true };
  }
  const others = s.active.filter((a) => a !== s.viewer);
  if (others.length === 0) return { heading: 'Please wait', detail: 'The game is moving on…', yourTurn: false };
  const who = listNames(others.map((a) => s.names[a] ?? `Player ${a + 1}`));
  const why = others.length === 1 ? hint(others[0]) : '';
  const watching = s.viewer === 'spectator' ? 'You are watching. ' : '';
  return { heading: `Waiting for ${who}`, detail: `${watching}${why || `${who} ${others.length === 1 ? 'is' : 'are'} deciding.`}`, yourTurn: false };
}

export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
