/**
 * Small pictures of Emigration's real components for the how-to-play (docs/how-to-play/emigration.md
 * writes `![words](picture:key)`): the same card faces, coins, shields and lanes the table draws,
 * with the default cards' real names. Each says what it shows in words, not by colour alone.
 */
import type { ComponentType, ReactNode } from 'react';
import { isLang, pick, type Lang, type LocalText } from '../../../engine/index.ts';
import { emigration, PASSPORT, PAYDAY, TICKET, type CardInfo } from '../../../games/emigration/index.ts';
import { useT } from '../../i18n/index.ts';
import { CardBack, CardFace, Coin, LaneFace, Shield } from './parts.tsx';
import { boardT, NS } from './words.ts';

const content = emigration.defaultContent;
const life = content.lifePacks[0].cards[0];

/** The page's language: the pictures follow it (EM-D30). */
function useLang(): Lang {
  const { i18n } = useT(NS);
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** A card as the table draws it: English `name`, and every language in `local` (EM-D30). */
const cardOf = (kind: CardInfo['kind'], name: LocalText, price: number): Pick<CardInfo, 'kind' | 'name' | 'price' | 'local'> =>
  ({ kind, name: pick(name), price, local: { name } });

function OneCard({ card, status, note }: { card: Pick<CardInfo, 'kind' | 'name' | 'price' | 'local'>; status?: string; note?: ReactNode }) {
  const lang = useLang();
  return (
    <div className="em-picture">
      <div className={`em-card kind-${card.kind}${status ? ' covered' : ''}`}>
        <CardFace card={card} status={status} lang={lang} />
      </div>
      {note && <p className="em-picture-caption">{note}</p>}
    </div>
  );
}

/** A caption from the catalogue, in the page's language. */
function Note({ k }: { k: string }) {
  return <>{boardT(useLang())(k)}</>;
}

function Lanes() {
  const lang = useLang();
  return (
    <div className="em-picture">
      <ol className="lanes">
        <li><div className="lane"><LaneFace lane={0} printed={content.lanes[0]} left={content.lanes[0].length} lang={lang} /></div></li>
        <li><div className="lane"><LaneFace lane={content.lanes.length - 1} printed={content.lanes[content.lanes.length - 1]} left={content.lanes[content.lanes.length - 1].length - 1} lang={lang} /></div></li>
      </ol>
    </div>
  );
}

/** The personal layout as it lies on a real table: rows overlapping, each card half under the two in front. */
function LayoutDrawing() {
  const t = boardT(useLang());
  const spec = content.layout;
  const rows = Math.max(...spec.map((s) => s.row)) + 1;
  const w = 44;
  const h = 56;
  const step = 30;
  const width = (Math.max(...spec.map((s) => s.col)) + 1) * (w + 4);
  const height = (rows - 1) * step + h + 22;
  return (
    <div className="em-picture">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true">
        {spec.map((s, i) => {
          const x = s.col * (w + 4);
          const y = s.row * step;
          return (
            <g key={i}>
              <rect x={x} y={y} width={w} height={h} rx="5" fill={s.faceUp ? '#f5ecd2' : '#2a5562'} stroke={s.faceUp ? '#4b473e' : '#163640'} strokeWidth="1.5" />
              {s.faceUp
                ? <path d={`M${x + 8} ${y + 10} h${w - 16} M${x + 8} ${y + 17} h${w - 22}`} stroke="#4b473e" strokeWidth="2" />
                : <text x={x + w / 2} y={y + 19} fontSize="16" fontWeight="800" textAnchor="middle" fill="#fff">?</text>}
            </g>
          );
        })}
        <text x={width / 2} y={height - 5} fontSize="13" textAnchor="middle" fill="#1f2a30">{t('picture.frontRow')}</text>
      </svg>
      <p className="em-picture-caption">{t('picture.layout')}</p>
    </div>
  );
}

function Covered() {
  const lang = useLang();
  const status = boardT(lang)('board.coveredBy', { n: 2 });
  return (
    <div className="em-picture">
      <div className="em-card kind-connection covered"><CardFace card={cardOf('connection', content.connections[1].name, content.connections[1].price)} status={status} lang={lang} /></div>
      <div className="em-card back covered"><CardBack status={status} lang={lang} /></div>
      <div className="em-card kind-document"><CardFace card={cardOf('document', content.documents[1].name, content.documents[1].price)} lang={lang} /></div>
    </div>
  );
}

function LifeCard() {
  const lang = useLang();
  return <OneCard card={cardOf('life', life.name, 0)} note={pick(life.text, lang)} />;
}

export const emigrationPictures: Record<string, ComponentType> = {
  'card-document': () => <OneCard card={cardOf('document', content.documents[0].name, content.documents[0].price)} note={<Note k="picture.priceCircle" />} />,
  'card-connection': () => <OneCard card={cardOf('connection', content.connections[0].name, content.connections[0].price)} />,
  'card-payday': () => <OneCard card={cardOf('payday', PAYDAY, 0)} note={<Note k="picture.payday" />} />,
  'card-life': LifeCard,
  passport: () => <OneCard card={cardOf('passport', PASSPORT, content.passportPrice)} />,
  ticket: () => <OneCard card={cardOf('ticket', TICKET, content.ticketPrice)} />,
  coin: function CoinPicture() { return <div className="em-picture"><Coin n={5} lang={useLang()} /></div>; },
  assurance: function ShieldPicture() { return <div className="em-picture"><Shield n={3} lang={useLang()} /></div>; },
  lane: Lanes,
  layout: LayoutDrawing,
  covered: Covered,
};
