/**
 * The sentence at the top of the table: what this seat must do now, or whom it waits for and why.
 * Pure functions of the snapshot, so they are tested without a browser; the words are the `table`
 * catalogue's, in the language of `t` (the table passes its own; by default the current language).
 */
import type { Seat } from '../../engine/index.ts';
import { fixedT, type Translate } from '../i18n/fixed.ts';
import type { TableSnapshot } from './types.ts';
import './texts.ts';

export interface Prompt {
  heading: string;
  detail: string;
  yourTurn: boolean;
}

/** `hint(seat)` says in words what the game waits for from a seat (a board supplies it). */
export function promptFor(s: TableSnapshot, hint: (seat: Seat) => string = () => '', t: Translate = fixedT('table')): Prompt {
  if (s.outcome) return { heading: t('prompt.over'), detail: s.outcome.reason, yourTurn: false };
  if (s.replay) {
    const who = listNames(s.active.map((a) => s.names[a] ?? `Player ${a + 1}`), t);
    const why = s.active.length === 1 ? hint(s.active[0]) : '';
    return { heading: t('prompt.replay', { n: s.version }), detail: who ? `${t('prompt.toAct', { who })} ${why}`.trim() : t('prompt.nobody'), yourTurn: false };
  }
  if (s.ended) return { heading: t('prompt.ended'), detail: t('prompt.endedDetail'), yourTurn: false };
  if (s.paused) return { heading: t('prompt.paused'), detail: t('prompt.pausedDetail'), yourTurn: false };
  const mine = s.viewer !== 'spectator' && s.active.includes(s.viewer);
  if (mine && s.legal.length > 0) {
    const why = hint(s.viewer as Seat);
    const choose = s.legal.length === 1
      ? t('prompt.oneMove', { label: s.legal[0].label })
      : t('prompt.pick', { n: s.legal.length });
    return { heading: t('prompt.yourTurn'), detail: why ? `${why} ${choose}` : choose, yourTurn: true };
  }
  const others = s.active.filter((a) => a !== s.viewer);
  if (others.length === 0) return { heading: t('prompt.wait'), detail: t('prompt.movingOn'), yourTurn: false };
  const who = listNames(others.map((a) => s.names[a] ?? `Player ${a + 1}`), t);
  const why = others.length === 1 ? hint(others[0]) : '';
  const watching = s.viewer === 'spectator' ? t('prompt.watching') : '';
  const detail = why || t('prompt.deciding', { who, count: others.length });
  return { heading: t('prompt.waitingFor', { who }), detail: watching ? `${watching} ${detail}` : detail, yourTurn: false };
}

/** "A", "A and B", "A, B and C" (in Chinese "A、B和C"). */
export function listNames(names: string[], t: Translate = fixedT('table')): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('list.last', { rest: names.slice(0, -1).join(t('list.separator')), last: names[names.length - 1] });
}
