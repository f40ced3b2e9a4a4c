/**
 * Emigration's components as drawn on the table and in the how-to-play pictures: card faces and
 * backs, money, assurance tokens and an entrance lane. Each says what it is in words, never by colour
 * alone: every card carries its kind's glyph and word.
 */
import type { Lang } from '../../../engine/index.ts';
import { cardName, type CardInfo } from '../../../games/emigration/index.ts';
import { boardT, kindLabel } from './words.ts';

/** Each kind's glyph and English word (the word in other languages: `kindLabel`). */
export const KIND: Record<CardInfo['kind'], { glyph: string; label: string }> = {
  document: { glyph: '▤', label: 'Document' },
  connection: { glyph: '⇄', label: 'Connection' },
  payday: { glyph: '$', label: 'Payday' },
  life: { glyph: '✦', label: 'Life' },
  passport: { glyph: '◙', label: 'Passport' },
  ticket: { glyph: '✈', label: 'Ticket' },
};

/** What a card face shows: what it is, its full name, its price, and (for a layout card) whether it is covered. */
export function CardFace({ card, status, lang = 'en' }: { card: Pick<CardInfo, 'kind' | 'name' | 'price' | 'local'>; status?: string; lang?: Lang }) {
  const t = boardT(lang);
  const k = KIND[card.kind];
  const label = kindLabel(card.kind, lang);
  const name = cardName(card, lang);
  // Passports and Tickets say their kind in their name: the name alone is enough.
  const showName = name !== label;
  return (
    <>
      {/* Everything shown is read too, so a card's name is what it shows (WCAG 2.5.3). */}
      <span className="em-card-kind">
        <span className="glyph" aria-hidden="true">{k.glyph}</span>
        <span>{label}</span>
      </span>
      {showName && <span className="em-card-name">{name}</span>}
      <span className="em-card-foot">
        {status && <span className="em-card-status">{status}</span>}
        {card.price > 0 && <span className="em-card-price" title={t('parts.price', { price: card.price })}><span className="sr-only">{t('parts.srPrice')}</span>{card.price}</span>}
      </span>
    </>
  );
}

/** A face-down card: a question mark, and the words. */
export function CardBack({ status, lang = 'en' }: { status?: string; lang?: Lang }) {
  return (
    <>
      <span className="em-back-mark" aria-hidden="true">?</span>
      <span className="em-back-words">{boardT(lang)('parts.faceDown')}</span>
      {status && <span className="em-card-status">{status}</span>}
    </>
  );
}

export function CoinIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className="em-icon">
      <circle cx="10" cy="10" r="8.5" fill="#e0b23a" stroke="#6b4d08" strokeWidth="1.2" />
      <text x="10" y="14" fontSize="10" fontWeight="700" textAnchor="middle" fill="#3a2a04">$</text>
    </svg>
  );
}

export function ShieldIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className="em-icon">
      <path d="M10 1 L18 4 V10 C18 15 14 18 10 19 C6 18 2 15 2 10 V4 Z" fill="#2f6a93" stroke="#16344a" />
      <path d="M6 10 l3 3 l5 -6" stroke="#fff" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** Money: a coin, the number and the word. */
export function Coin({ n, lang = 'en' }: { n: number; lang?: Lang }) {
  const t = boardT(lang);
  return (
    <span className="em-token coin" role="img" aria-label={t('parts.coinAria', { n })}>
      <CoinIcon /> <span aria-hidden="true">{n} <span className="em-token-word">{t('parts.coinWord')}</span></span>
    </span>
  );
}

/** Assurance tokens: a shield, the number and the word. */
export function Shield({ n, lang = 'en' }: { n: number; lang?: Lang }) {
  const t = boardT(lang);
  return (
    <span className="em-token shield" role="img" aria-label={t('parts.shieldAria', { n })}>
      <ShieldIcon /> <span aria-hidden="true">{n} <span className="em-token-word">{t('parts.shieldWord')}</span></span>
    </span>
  );
}

/** An entrance lane's face: its number, its tokens (filled: still there; dashed: drawn) and what it asks for. */
export function LaneFace({ lane, printed, left, lang = 'en' }: { lane: number; printed: readonly number[]; left: number; lang?: Lang }) {
  const t = boardT(lang);
  const lo = Math.min(...printed);
  const hi = Math.max(...printed);
  return (
    <>
      <span className="lane-name">{t('parts.lane', { n: lane + 1 })}</span>
      <span className="lane-tokens" role="img" aria-label={t('parts.laneAria', { left, total: printed.length, values: printed.join(', ') })}>
        {printed.map((_, i) => (
          <span key={i} className={`lane-token${i < left ? '' : ' used'}`} />
        ))}
      </span>
      <span className="lane-range">{t('parts.needs', { range: lo === hi ? lo : `${lo}–${hi}` })} <span className="lane-values">({printed.join(', ')})</span></span>
    </>
  );
}
