/**
 * A seat's name, the one way every screen says it (docs/architecture.md §12): the table, the room, the
 * workshop's dashboard and debrief. "Player N" stays in every name because the games' own texts speak
 * of seats that way; a bot says so, with its strength when known. In the reader's language (`common.seat.*`).
 */
import type { TFunction } from 'i18next';

export interface SeatWho {
  kind: 'human' | 'bot' | 'open';
  /** A person's nickname (null or empty: none given). */
  name?: string | null;
  /** A bot's strength ("easy" | "medium" | "hard"), when known. */
  strength?: string;
  /** Which bot ("random" | "heuristic" | "ismcts"); a plain "bot" when not known. */
  bot?: string;
  /** This screen's own seat. */
  you?: boolean;
  /** A bot plays for the person while they are away. */
  standIn?: boolean;
}

/** `t` must be the `common` namespace's. */
export function seatName(t: TFunction, index: number, s: SeatWho): string {
  const player = t('seat.player', { n: index + 1 });
  if (s.kind === 'bot') {
    if (!s.strength) return t('seat.botPlain', { player });
    const bot = t(`seat.botKind.${s.bot ?? 'heuristic'}`, { defaultValue: s.bot });
    return t('seat.bot', { player, bot, strength: t(`seat.strength.${s.strength}`, { defaultValue: s.strength }) });
  }
  if (s.kind === 'open') return t('seat.open', { player });
  const name = s.name?.trim();
  const tags = [player, ...(s.you ? [t('seat.you')] : [])].join(t('seat.tagsJoin'));
  // A person who gave no name (or called themselves "you") is their seat.
  const who = name && name.toLowerCase() !== 'you' ? t('seat.named', { name, tags }) : s.you ? t('seat.named', { name: player, tags: t('seat.you') }) : player;
  return s.standIn ? t('seat.standIn', { who }) : who;
}
