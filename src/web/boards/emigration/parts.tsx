/**
 * Emigration's components as drawn on the table and in the how-to-play pictures: card faces and
 * backs, money, assurance tokens and an entrance lane. Each says what it is in words, never by colour
 * alone: every card carries its kind's glyph and word.
 */
import type { CardInfo } from '../../../games/emigration/index.ts';

export const KIND: Record<CardInfo['kind'], { glyph: string; label: string }> = {
  document: { glyph: '▤', label: 'Document' },
  connection: { glyph: '⇄', label: 'Connection' },
  payday: { glyph: '$', label: 'Payday' },
  life: { glyph: '✦', label: 'Life' },
  passport: { glyph: '◙', label: 'Passport' },
  ticket: { glyph: '✈', label: 'Ticket' },
};

/** What a card face shows: what it is, its full name, its price, and (for a layout card) whether it is covered. */
export function CardFace({ card, status }: { card: Pick<CardInfo, 'kind' | 'name' | 'price'>; status?: string }) {
  const k = KIND[card.kind];
  // Passports and Tickets say their kind in their name: the name alone is enough.
  const showName = card.name !== k.label;
  return (
    <>
      {/* Everything shown is read too, so a card's name is what it shows (WCAG 2.5.3). */}
      <span className="em-card-kind">
        <span className="glyph" aria-hidden="true">{k.glyph}</span>
        <span>{k.label}</span>
      </span>
      {showName && <span className="em-card-name">{card.name}</span>}
      <span className="em-card-foot">
        {status && <span className="em-card-status">{status}</span>}
        {card.price > 0 && <span className="em-card-price" title={`price ${card.price}`}><span className="sr-only">price </span>{card.price}</span>}
      </span>
    </>
  );
}

/** A face-down card: a question mark, and the words. */
export function CardBack({ status }: { status?: string }) {
  return (
    <>
      <span className="em-back-mark" aria-hidden="true">?</span>
      <span className="em-back-words">Face down</span>
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
export function Coin({ n, label = 'money' }: { n: number; label?: string }) {
  return (
    <span className="em-token coin" role="img" aria-label={`${label}: ${n}`}>
      <CoinIcon /> <span aria-hidden="true">{n} <span className="em-token-word">money</span></span>
    </span>
  );
}

/** Assurance tokens: a shield, the number and the word. */
export function Shield({ n, label = 'assurance tokens' }: { n: number; label?: string }) {
  return (
    <span className="em-token shield" role="img" aria-label={`${label}: ${n}`}>
      <ShieldIcon /> <span aria-hidden="true">{n} <span className="em-token-word">assurance</span></span>
    </span>
  );
}

/** An entrance lane's face: its number, its tokens (filled: still there; dashed: drawn) and what it asks for. */
export function LaneFace({ lane, printed, left }: { lane: number; printed: readonly number[]; left: number }) {
  const lo = Math.min(...printed);
  const hi = Math.max(...printed);
  return (
    <>
      <span className="lane-name">Lane {lane + 1}</span>
      <span className="lane-tokens" role="img" aria-label={`${left} of ${printed.length} requirement tokens left; printed values ${printed.join(', ')}`}>
        {printed.map((_, i) => (
          <span key={i} className={`lane-token${i < left ? '' : ' used'}`} />
        ))}
      </span>
      <span className="lane-range">needs {lo === hi ? lo : `${lo}–${hi}`} <span className="lane-values">({printed.join(', ')})</span></span>
    </>
  );
}
