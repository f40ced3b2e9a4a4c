/**
 * Emigration's table: the bank (Passports and Tickets), the entrance lanes at the border, and one
 * area per player with their personal card layout, stash, money and assurance tokens.
 */
import { EMPTY, HIDDEN, type CardInfo, type EmigrationView } from '../../../games/emigration/index.ts';
import { seatMark } from '../../table/log.ts';
import { Die } from '../Die.tsx';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';

const KIND: Record<CardInfo['kind'], { glyph: string; label: string }> = {
  document: { glyph: '▤', label: 'Document' },
  connection: { glyph: '⇄', label: 'Connection' },
  payday: { glyph: '$', label: 'Payday' },
  life: { glyph: '✦', label: 'Life' },
  passport: { glyph: '◙', label: 'Passport' },
  ticket: { glyph: '✈', label: 'Ticket' },
};

interface CardProps extends Pick<BoardProps, 'targets' | 'selected' | 'onTarget'> {
  card: CardInfo | null;
  style?: React.CSSProperties;
  owner?: string;
  small?: boolean;
}

function Card({ card, style, targets, selected, onTarget, owner, small }: CardProps) {
  if (!card) {
    return (
      <div className="deal em-slot" style={style}><div className="em-card back" role="img" aria-label={`A face-down card${owner ? ` in ${owner}` : ''}`}>
        <span aria-hidden="true">?</span>
      </div></div>
    );
  }
  const key = `card:${card.id}`;
  const moves = targets.get(key);
  const k = KIND[card.kind];
  const price = card.price > 0 ? `, price ${card.price}` : '';
  const label = `${k.label}: ${card.name}${price}${card.text ? `. ${card.text}` : ''}${owner ? ` (${owner})` : ''}`;
  const body = (
    <>
      <span className="em-card-kind" aria-hidden="true">
        <span className="glyph">{k.glyph}</span> {k.label}
      </span>
      <span className="em-card-name">{card.name}</span>
      {card.price > 0 && <span className="em-card-price" aria-hidden="true">{card.price}</span>}
    </>
  );
  const cls = `em-card kind-${card.kind}${small ? ' small' : ''}${moves ? ' target' : ''}${selected.includes(key) ? ' selected' : ''}`;
  // The wrapper carries the position and the brief "dealt" animation, so that a card turning into a
  // clickable target (div → button) does not replay it.
  return (
    <div className="deal em-slot" style={moves ? { ...style, zIndex: 20 } : style}>
      {moves ? (
        <button type="button" className={cls} data-target={key} aria-label={`${label}. ${moves.length} move${moves.length === 1 ? '' : 's'}`} aria-pressed={selected.includes(key)} title={card.text ?? card.name} onClick={() => onTarget(key)}>
          {body}
        </button>
      ) : (
        <div className={cls} role="img" aria-label={label} title={card.text ?? card.name}>
          {body}
        </div>
      )}
    </div>
  );
}

function Layout({ v, seat, owner, ...rest }: { v: EmigrationView; seat: number; owner: string } & Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>) {
  const cols = Math.max(...v.layoutSpec.map((s) => s.col)) + 1;
  // Only the rows that still hold cards take space, so an emptied layout does not leave a hole.
  const rows = v.layout[seat].flatMap((id, slot) => (id === EMPTY ? [] : [v.layoutSpec[slot].row]));
  if (rows.length === 0) return <p className="muted small em-layout-empty">Every layout card has been used.</p>;
  const top = Math.min(...rows);
  const bottom = Math.max(...rows);
  return (
    <div className="em-layout" style={{ width: `calc(${cols} * var(--cw) + ${cols - 1} * 4px)`, height: `calc(${bottom - top} * var(--rh) + var(--ch))` }} aria-label={`${owner}'s card layout`} role="group">
      {v.layout[seat].map((id, slot) => {
        if (id === EMPTY) return null;
        const spec = v.layoutSpec[slot];
        const style = { left: `calc(${spec.col} * (var(--cw) + 4px))`, top: `calc(${spec.row - top} * var(--rh))`, zIndex: spec.row + 1 };
        return <Card key={`${slot}:${id}`} card={id === HIDDEN ? null : v.cards[id]} style={style} owner={`${owner}'s layout`} {...rest} />;
      })}
    </div>
  );
}

function Coin({ n, label }: { n: number; label: string }) {
  return (
    <span className="token coin" aria-label={`${label}: ${n}`} role="img">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><circle cx="10" cy="10" r="8.5" fill="#e0b23a" stroke="#8a6410" /><text x="10" y="14" fontSize="10" textAnchor="middle" fill="#5b410a">$</text></svg>
      {n}
    </span>
  );
}

function Shield({ n, label }: { n: number; label: string }) {
  return (
    <span className="token shield" aria-label={`${label}: ${n}`} role="img">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M10 1 L18 4 V10 C18 15 14 18 10 19 C6 18 2 15 2 10 V4 Z" fill="#5a8fb4" stroke="#23425a" /><path d="M6 10 l3 3 l5 -6" stroke="#fff" strokeWidth="2" fill="none" /></svg>
      {n}
    </span>
  );
}

export function EmigrationBoard({ snapshot, targets, selected, onTarget }: BoardProps) {
  const v = snapshot.view as EmigrationView;
  const t = { targets, selected, onTarget };
  const roll = snapshot.lastEvents.find((e) => e.kind === 'roll' && typeof e.data?.roll === 'number');
  const phase = v.phase === 'prep' ? 'Phase 1 · preparation' : v.phase === 'border' ? 'Phase 2 · at the border' : 'Game over';
  return (
    <section className="board em-board" aria-label="Emigration table">
      <div className="em-common">
        <div className="em-bank" role="group" aria-label="Bank">
          <h2>Bank</h2>
          <p className="muted">{phase}{v.mode === 'cooperative' ? ' · cooperative' : ''}</p>
          <div className="em-supply">
            {v.supply.length === 0 ? <p className="muted">No Passports or Tickets left.</p> : v.supply.map((id) => <Card key={id} card={v.cards[id]} small {...t} owner="the bank" />)}
          </div>
          <p className="muted small">Discard pile: {v.discard.length} · removed unseen: {v.removedCount}</p>
          <p className="muted small">
            First player: {snapshot.names[v.firstPlayer]} (roll-off: {v.firstRolls.map((r) => r.join('–')).join(', then ')})
          </p>
          {roll && (
            <div className="em-roll" aria-live="polite">
              <Die value={roll.data?.roll as number} rollKey={snapshot.version} label={`Die roll: ${String(roll.data?.roll)}`} />
              <span>{roll.text}</span>
            </div>
          )}
        </div>
        <div className="em-border" role="group" aria-label="The border: entrance lanes">
          <h2>The border</h2>
          <ol className="lanes">
            {v.laneSpec.map((tokens, lane) => {
              const key = `lane:${lane}`;
              const moves = targets.get(key);
              const here = v.crossings.map((c, p) => (c && c.lane === lane ? { p, c } : null)).filter((x) => x !== null);
              const content = (
                <>
                  <span className="lane-name">Lane {lane + 1}</span>
                  <span className="lane-tokens" aria-label={`${v.laneCounts[lane]} of ${tokens.length} requirement tokens left; printed values ${tokens.join(', ')}`}>
                    {tokens.map((_, i) => (
                      <span key={i} className={`lane-token${i < v.laneCounts[lane] ? '' : ' used'}`} aria-hidden="true" />
                    ))}
                  </span>
                  <span className="lane-range muted">needs {Math.min(...tokens)}–{Math.max(...tokens)}</span>
                  {here.map(({ p, c }) => {
                    const m = seatMark(p);
                    return (
                      <span key={p} className={`crosser ${c.entered ? 'in' : 'out'}`}>
                        <span style={{ color: m.colour }} aria-hidden="true">{m.symbol}</span> {snapshot.names[p]}: drew {c.token}, {c.entered ? 'entered ✓' : 'turned back ✗'}
                      </span>
                    );
                  })}
                </>
              );
              return (
                <li key={lane}>
                  {moves ? (
                    <button type="button" className="lane target" data-target={key} onClick={() => onTarget(key)} aria-label={`Cross at lane ${lane + 1}`}>{content}</button>
                  ) : (
                    <div className="lane">{content}</div>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <div className="em-players">
        {seatsFrom(snapshot.viewer, v.players).map((p) => {
          const cards = v.seats[p];
          const m = seatMark(p);
          const name = snapshot.names[p];
          const active = snapshot.active.includes(p);
          return (
            <article key={p} className={`em-player${active ? ' active' : ''}${p === snapshot.viewer ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={`${name}'s area`}>
              <header>
                <h3><span style={{ color: m.colour }} aria-hidden="true">{m.symbol}</span> {name}</h3>
                <Coin n={v.money[p]} label="Money" />
                <Shield n={v.assurance[p]} label="Assurance tokens" />
              </header>
              <p className="em-identity">
                {cards.nationality.name} → <strong>{cards.destination.name}</strong> · {cards.career.name}{v.inCollege[p] ? ' (at college)' : ''}
                {v.raises[p] > 0 ? ` · ${v.raises[p]} pay raise${v.raises[p] > 1 ? 's' : ''}` : ''}
                {v.travelBonus[p] ? ' · travel bonus' : ''}
              </p>
              <p className="em-rates muted small">
                Trades: {cards.destination.money.per} money, {cards.destination.documents.per} documents or {cards.destination.connections.per} connections → {cards.destination.money.gain}/{cards.destination.documents.gain}/{cards.destination.connections.gain} assurance
              </p>
              <Layout v={v} seat={p} owner={name} {...t} />
              <div className="em-stash" role="group" aria-label={`${name}'s stash`}>
                <span className="muted small">Stash:</span>
                {v.stash[p].length === 0 && <span className="muted small">empty</span>}
                {v.stash[p].map((id) => <Card key={id} card={v.cards[id]} small owner={`${name}'s stash`} {...t} />)}
                {v.skipCard[p] >= 0 && <Card card={v.cards[v.skipCard[p]]} small owner={`${name}, taken by skipping a turn`} {...t} />}
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
