/**
 * Borderlines' pieces as the board and the how-to-play draw them: a family's mark (its seat colour
 * AND shape, as on the table's seat chips), black-market cards, aid cards, border tokens, war cards
 * and the roulette. Each says what it is in words; colour is never the only sign.
 */
import type { CSSProperties, ReactNode } from 'react';
import { pick, type Lang } from '../../../engine/lang.ts';
import type { BorderlinesContent } from '../../../games/borderlines/index.ts';
import { seatMark } from '../../table/log.ts';
import { aidName, aidText, cardWords, money, rouletteOdds, tr, warTableWords } from './words.ts';

/** A family's shape, drawn in its colour, centred on (x, y), `size` units across. */
export function FamilyShape({ seat, x, y, size, className }: { seat: number; x: number; y: number; size: number; className?: string }) {
  const { colour, symbol } = seatMark(seat);
  const r = size / 2;
  const common = { fill: colour, stroke: '#ffffff', strokeWidth: Math.max(1, size / 12), className };
  switch (symbol) {
    case '▲': return <path d={`M${x} ${y - r} L${x + r} ${y + r * 0.8} L${x - r} ${y + r * 0.8} Z`} {...common} />;
    case '■': return <rect x={x - r * 0.85} y={y - r * 0.85} width={r * 1.7} height={r * 1.7} {...common} />;
    case '◆': return <path d={`M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z`} {...common} />;
    case '★': {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const d = i % 2 === 0 ? r : r * 0.45;
        return `${x + d * Math.cos(a)},${y + d * Math.sin(a)}`;
      });
      return <polygon points={pts.join(' ')} {...common} />;
    }
    case '✚': return <path d={`M${x - r * 0.3} ${y - r} h${r * 0.6} v${r * 0.7} h${r * 0.7} v${r * 0.6} h${-r * 0.7} v${r * 0.7} h${-r * 0.6} v${-r * 0.7} h${-r * 0.7} v${-r * 0.6} h${r * 0.7} Z`} {...common} />;
    default: return <circle cx={x} cy={y} r={r * 0.92} {...common} />;
  }
}

/** A family's mark in running text: its shape in its colour (the words next to it name the family). */
export function FamilyMark({ seat, size = 18 }: { seat: number; size?: number }) {
  return (
    <svg className="bl-mark" width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true">
      <FamilyShape seat={seat} x={0} y={0} size={18} />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg className="bl-icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="5" r="3.6" fill="currentColor" />
      <path d="M3.5 19 C3.5 12 6 9.5 10 9.5 C14 9.5 16.5 12 16.5 19 Z" fill="currentColor" />
    </svg>
  );
}

function StepsIcon() {
  return (
    <svg className="bl-icon" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M2 14 H14 M10 9 L15 14 L10 19" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="4" cy="6" r="2" fill="currentColor" />
      <circle cx="10" cy="4" r="2" fill="currentColor" />
    </svg>
  );
}

export function BoatIcon() {
  return (
    <svg className="bl-icon" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M2 12 H18 L15 17 H5 Z" fill="currentColor" />
      <path d="M10 2 V11 M10 3 L16 10 H10" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

/** A black-market card's face: how many people, how many steps each, and a boat if it has one. */
export function MarketCardFace({ card, price, lang = 'en' }: { card: { people: number; steps: number; boat: boolean; start?: boolean }; price?: number; lang?: Lang }) {
  const t = tr(lang);
  return (
    <>
      {price !== undefined && <span className="bl-price">{money(price)}</span>}
      <span className="bl-mcard-line"><PersonIcon /> <b>{card.people}</b> {card.people === 1 ? t('card.person') : t('card.people')}</span>
      <span className="bl-mcard-line"><StepsIcon /> <b>{card.steps}</b> {card.steps === 1 ? t('card.stepEach') : t('card.stepsEach')}</span>
      {card.boat ? <span className="bl-mcard-line bl-boat"><BoatIcon /> {t('card.boat')}</span> : <span className="bl-mcard-line bl-noboat">{t('card.noBoat')}</span>}
    </>
  );
}

/** The words of a black-market card, for accessible names. */
export function marketCardLabel(card: { people: number; steps: number; boat: boolean }, price?: number, lang: Lang = 'en'): string {
  const t = tr(lang);
  const words = cardWords(card, 0, 0, lang);
  return price !== undefined ? t('card.priced', { price: money(price), card: words }) : t('card.blackMarket', { card: words });
}

/** An aid card's face: its name and what it does. */
export function AidCardFace({ c, kind, lang = 'en' }: { c: BorderlinesContent; kind: string; lang?: Lang }) {
  return (
    <>
      <span className="bl-aid-kind">{tr(lang)('card.aid')}</span>
      <span className="bl-aid-name">{aidName(c, kind, lang)}</span>
      <span className="bl-aid-text">{aidText(c, kind, lang)}</span>
    </>
  );
}

/** The back of an aid card: nobody but its family knows which it is. */
export function AidCardBack({ note, lang = 'en' }: { note?: string; lang?: Lang }) {
  const t = tr(lang);
  return (
    <span className="bl-aid-back" role="img" aria-label={note ? t('card.aidBackNote', { note }) : t('card.aidBack')}>
      <span aria-hidden="true">{t('card.aidBackWord')}</span>
    </span>
  );
}

/**
 * A border token, drawn at (x, y): face down it shows its letter only (BL-D27); turned over, a closed
 * one shows a cross and the word on its label. An open one is removed from the board (BL-R14).
 */
export function BorderTokenShape({ x, y, size, group, closed }: { x: number; y: number; size: number; group: 'A' | 'B'; closed: boolean | null }) {
  const s = size;
  if (closed) {
    return (
      <g className="bl-token closed">
        <rect x={x - s / 2} y={y - s / 2} width={s} height={s} rx={s * 0.18} fill="#8f1d1d" stroke="#ffffff" strokeWidth={2} />
        <path d={`M${x - s * 0.26} ${y - s * 0.26} L${x + s * 0.26} ${y + s * 0.26} M${x + s * 0.26} ${y - s * 0.26} L${x - s * 0.26} ${y + s * 0.26}`} stroke="#ffffff" strokeWidth={s * 0.13} strokeLinecap="round" />
      </g>
    );
  }
  return (
    <g className="bl-token">
      <rect x={x - s / 2} y={y - s / 2} width={s} height={s} rx={s * 0.18} fill="#34424a" stroke="#ffffff" strokeWidth={2} />
      <text x={x} y={y + s * 0.23} textAnchor="middle" fontSize={Math.max(18.5, s * 0.62)} fontWeight={800} fill="#ffffff">{group}</text>
    </g>
  );
}

/** A war card in play: its name and year, the zone under threat (or a face-down zone card), its table. */
export function WarCardFace({ c, index, zone, shown, children, lang = 'en' }: { c: BorderlinesContent; index: number; zone: number; shown: boolean; children?: ReactNode; lang?: Lang }) {
  const t = tr(lang);
  const card = c.warCards[index];
  const zones = c.places.filter((p) => p.kind === 'zone');
  return (
    <>
      <span className="bl-war-name">{card ? pick(card.name, lang) : t('card.warUnnamed', { n: index + 1 })} <span className="bl-war-year">{card?.year}</span></span>
      {shown && zone >= 0
        ? <span className="bl-war-zone">{t('card.zone', { n: zone + 1 })}<b>{zones[zone] ? pick(zones[zone].name, lang) : '?'}</b></span>
        : <span className="bl-war-zone bl-facedown">{t('card.zoneDown')}</span>}
      {card && <span className="bl-war-table">{warTableWords(card.table, lang)}</span>}
      {children}
    </>
  );
}

const FATE: Record<'safe' | 'return' | 'death', { fill: string; ink: string; glyph: string }> = {
  safe: { fill: '#dcefe2', ink: '#1e4d2f', glyph: '✓' },
  return: { fill: '#f7e6b5', ink: '#5a4300', glyph: '↩' },
  death: { fill: '#2f3337', ink: '#ffffff', glyph: '✕' },
};

/**
 * The roulette (BL-D17): each segment shows a boat's fate (✓ safe, ↩ turned back, ✕ lost at sea) and
 * a trafficker's fee (or ✕, the person lost). `landed` turns the wheel so that segment sits under the
 * pointer; `spin` plays a brief spin to it (none for people who ask for less motion: board.css).
 */
export function RouletteWheel({ c, landed, spin, spinKey, size = 170 }: { c: BorderlinesContent; landed: number | null; spin?: boolean; spinKey?: string | number; size?: number }) {
  const n = c.roulette.length;
  const step = 360 / n;
  const to = landed === null ? 0 : -(landed + 0.5) * step;
  const R = 96;
  const style = { '--bl-to': `${to}deg`, transform: `rotate(${to}deg)` } as CSSProperties;
  const arc = (i: number) => {
    const a0 = ((i * step - 90) * Math.PI) / 180;
    const a1 = (((i + 1) * step - 90) * Math.PI) / 180;
    return `M0 0 L${R * Math.cos(a0)} ${R * Math.sin(a0)} A${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} Z`;
  };
  return (
    <svg className="bl-wheel" viewBox="-100 -112 200 214" width={size} height={size * 1.07} aria-hidden="true">
      <g key={spinKey} className={spin ? 'bl-spinning' : undefined} style={style}>
        {c.roulette.map((seg, i) => {
          const f = FATE[seg.boat];
          const mid = ((i + 0.5) * step - 90);
          return (
            <g key={i}>
              <path d={arc(i)} fill={f.fill} stroke="#5d6b73" strokeWidth={0.8} />
              <g transform={`rotate(${mid + 90})`}>
                <text x={0} y={-R + 17} textAnchor="middle" fontSize={15} fontWeight={700} fill={f.ink}>{f.glyph}</text>
                <text x={0} y={-R + 34} textAnchor="middle" fontSize={13} fill={f.ink}>{seg.fee === null ? '✕' : `$${seg.fee}`}</text>
              </g>
            </g>
          );
        })}
        {landed !== null && <path className="bl-landed" d={arc(landed)} />}
        <circle r={R} fill="none" stroke="#1f2a30" strokeWidth={2} />
        <circle r={14} fill="#1f2a30" />
      </g>
      <path d="M0 -96 L-9 -111 L9 -111 Z" fill="#1f2a30" stroke="#ffffff" strokeWidth={1.5} />
    </svg>
  );
}

/** The roulette's odds in words, from the content. */
export function rouletteLegend(c: BorderlinesContent, lang: Lang = 'en'): { boats: string; traffickers: string } {
  const t = tr(lang);
  const o = rouletteOdds(c);
  const fees = o.fees.map(([fee, k]) => `${money(fee)} ×${k}`).join(t('roulette.feesSep'));
  return {
    boats: t('roulette.legendBoats', { safe: o.safe, back: o.back, death: o.death, total: o.total }),
    traffickers: t('roulette.legendTraffickers', { fees, lost: o.lost ? t('roulette.legendLost', { n: o.lost }) : '' }),
  };
}

/** A tent: a refugee camp (in the map's key the camp's row also says "camp"). */
export function TentShape({ x, y, size }: { x: number; y: number; size: number }) {
  const r = size / 2;
  return (
    <g className="bl-tent">
      <path d={`M${x - r} ${y + r * 0.8} L${x} ${y - r * 0.9} L${x + r} ${y + r * 0.8} Z`} fill="#1d6b73" stroke="#ffffff" strokeWidth={1.5} />
      <path d={`M${x} ${y + r * 0.8} L${x} ${y} `} stroke="#ffffff" strokeWidth={2} />
    </g>
  );
}
