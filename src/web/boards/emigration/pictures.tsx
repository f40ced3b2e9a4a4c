/**
 * Small pictures of Emigration's real components for the how-to-play (docs/how-to-play/emigration.md
 * writes `![words](picture:key)`): the same card faces, coins, shields and lanes the table draws,
 * with the default cards' real names. Each says what it shows in words, not by colour alone.
 */
import type { ComponentType } from 'react';
import { emigration, type CardInfo } from '../../../games/emigration/index.ts';
import { CardBack, CardFace, Coin, LaneFace, Shield } from './parts.tsx';

const content = emigration.defaultContent;
const life = content.lifePacks[0].cards[0];

function OneCard({ card, status, note }: { card: Pick<CardInfo, 'kind' | 'name' | 'price'>; status?: string; note?: string }) {
  return (
    <div className="em-picture">
      <div className={`em-card kind-${card.kind}${status ? ' covered' : ''}`}>
        <CardFace card={card} status={status} />
      </div>
      {note && <p className="em-picture-caption">{note}</p>}
    </div>
  );
}

function Lanes() {
  return (
    <div className="em-picture">
      <ol className="lanes">
        <li><div className="lane"><LaneFace lane={0} printed={content.lanes[0]} left={content.lanes[0].length} /></div></li>
        <li><div className="lane"><LaneFace lane={content.lanes.length - 1} printed={content.lanes[content.lanes.length - 1]} left={content.lanes[content.lanes.length - 1].length - 1} /></div></li>
      </ol>
    </div>
  );
}

/** The personal layout as it lies on a real table: rows overlapping, each card half under the two in front. */
function LayoutDrawing() {
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
        <text x={width / 2} y={height - 5} fontSize="13" textAnchor="middle" fill="#1f2a30">front row: face up and available</text>
      </svg>
      <p className="em-picture-caption">Back row at the top. Rows are face down, face up, face down, face up; the front row lies on top.</p>
    </div>
  );
}

function Covered() {
  return (
    <div className="em-picture">
      <div className="em-card kind-connection covered"><CardFace card={{ kind: 'connection', name: content.connections[1].name, price: content.connections[1].price }} status="Covered by 2" /></div>
      <div className="em-card back covered"><CardBack status="Covered by 2" /></div>
      <div className="em-card kind-document"><CardFace card={{ kind: 'document', name: content.documents[1].name, price: content.documents[1].price }} /></div>
    </div>
  );
}

export const emigrationPictures: Record<string, ComponentType> = {
  'card-document': () => <OneCard card={{ kind: 'document', name: content.documents[0].name, price: content.documents[0].price }} note="The price is in the gold circle." />,
  'card-connection': () => <OneCard card={{ kind: 'connection', name: content.connections[0].name, price: content.connections[0].price }} />,
  'card-payday': () => <OneCard card={{ kind: 'payday', name: 'Payday', price: 0 }} note="Everyone is paid their salary." />,
  'card-life': () => <OneCard card={{ kind: 'life', name: life.name, price: 0 }} note={life.text} />,
  passport: () => <OneCard card={{ kind: 'passport', name: 'Passport', price: content.passportPrice }} />,
  ticket: () => <OneCard card={{ kind: 'ticket', name: 'Ticket', price: content.ticketPrice }} />,
  coin: () => <div className="em-picture"><Coin n={5} /></div>,
  assurance: () => <div className="em-picture"><Shield n={3} /></div>,
  lane: Lanes,
  layout: LayoutDrawing,
  covered: Covered,
};
