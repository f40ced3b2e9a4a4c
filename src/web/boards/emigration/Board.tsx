/**
 * Emigration's table: the bank (Passports and Tickets), the entrance lanes at the border, and one
 * area per player with their personal card layout, stash, money and assurance tokens.
 *
 * Every card shows its kind (glyph and word) and its full name; pointing at it, focusing it or tapping
 * it shows the rest (its text, its price, what taking it costs, and the moves it offers now). Every
 * physical card carries `data-flip-id="card:<id>"` wherever it lies, and every lane `lane:<n>`, so the
 * table can show a card travelling from a layout to a stash.
 */
import './board.css';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { HIDDEN, type CardInfo, type EmigrationView } from '../../../games/emigration/index.ts';
import { seatMark } from '../../table/log.ts';
import type { LegalChoice } from '../../table/types.ts';
import { Die } from '../Die.tsx';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { classifyEmigration } from './classify.ts';
import { coveringSlots, layoutGrid } from './layout.ts';
import { CardBack, CardFace, Coin, KIND, LaneFace, Shield } from './parts.tsx';
import { count, effectWords, held, list, possessive, rowName, tokens } from './words.ts';

/** What every part of the board needs: the view, names, the reader, the targets, the card being read. */
interface Ctx extends Pick<BoardProps, 'targets' | 'selected' | 'onTarget'> {
  v: EmigrationView;
  names: string[];
  /** The seat reading the table, or -1 for a spectator. */
  reader: number;
  peek: string | null;
  setPeek(key: string | null): void;
}

type Where =
  | { at: 'layout'; owner: number; slot: number }
  | { at: 'stash'; owner: number }
  | { at: 'skip'; owner: number }
  | { at: 'bank' };

const name = (ctx: Ctx, seat: number) => ctx.names[seat] ?? `Player ${seat + 1}`;
const whose = (ctx: Ctx, seat: number) => possessive(name(ctx, seat), seat === ctx.reader);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a card lies, in words ("in Amal's layout, front row"). */
function placeWords(ctx: Ctx, where: Where): string {
  switch (where.at) {
    case 'layout': return `in ${whose(ctx, where.owner)} layout, ${rowName(ctx.v, ctx.v.layoutSpec[where.slot].row).toLowerCase()}`;
    case 'stash': return `in ${whose(ctx, where.owner)} stash`;
    case 'skip': return `taken by ${name(ctx, where.owner)} by skipping a turn`;
    case 'bank': return 'in the bank';
  }
}

/** The 1 money a player pays for taking a card from someone else's layout (EM-R14), from the reader's side. */
function feeWords(ctx: Ctx, owner: number): string {
  if (owner === ctx.reader) return 'Taking it from your own layout costs nothing extra; anyone else pays you 1 money for it.';
  if (ctx.reader >= 0) return `Taking it costs you 1 more money, paid to ${name(ctx, owner)}.`;
  return `Anyone but ${name(ctx, owner)} pays ${name(ctx, owner)} 1 money to take it.`;
}

/** The sentences shown when a face-up card is read: what it is, says, costs, and the moves it offers now. */
function aboutCard(ctx: Ctx, card: CardInfo, where: Where, moves: LegalChoice[] | undefined): string[] {
  const { v } = ctx;
  const k = KIND[card.kind];
  const out = [`${card.name === k.label ? card.name : `${card.name} — ${k.label}`}${card.price > 0 ? `, price ${card.price}` : ''}.`];
  if (card.text) out.push(card.text);
  if (where.at === 'layout') {
    const over = coveringSlots(v, where.owner, where.slot);
    if (over.length > 0) out.push(`Covered by ${coverNames(v, where.owner, over)}: not available until ${over.length === 1 ? 'it is' : 'they are'} taken.`);
    else if (v.open[where.owner]?.includes(where.slot)) out.push('Available: nothing covers it.');
    if (card.kind === 'document' || card.kind === 'connection') out.push(`Buy it for ${card.price} money, or discard it for 2 money.`);
    else if (card.kind === 'payday') out.push('Activate it: everyone is paid their salary.');
    else if (card.effect) out.push(`Activate it: ${effectWords(card.effect, v.pandemicCount)}.`);
    out.push(feeWords(ctx, where.owner));
  } else if (where.at === 'bank') {
    out.push(`Buy it for ${card.price} money, or take it free and skip your next turn.`);
  } else if (where.at === 'stash') {
    if (card.effect?.type === 'keep') out.push(`While it stays in the stash: ${effectWords(card.effect).replace(/^kept in the stash: /, '')}.`);
    if (card.kind === 'document' || card.kind === 'connection') out.push(`At the border it is traded for assurance tokens; before that it can be sold for 2 money.`);
  } else {
    out.push(`It joins ${whose(ctx, where.owner)} stash at ${where.owner === ctx.reader ? 'your' : 'their'} next turn, which is skipped.`);
  }
  for (const m of moves ?? []) {
    const d = classifyEmigration(v, ctx.reader, m.action).detail;
    out.push(`Your move: ${m.label}${d ? ` — ${d}` : ''}.`);
  }
  return out;
}

/** "Pen Pal and a Payday", "Tax Return and 2 face-down cards". */
function coverNames(v: EmigrationView, owner: number, slots: number[]): string {
  const ids = slots.map((s) => v.layout[owner][s]);
  const hidden = ids.filter((id) => id === HIDDEN).length;
  const named = ids.filter((id) => id !== HIDDEN).map((id) => (v.cards[id].name === KIND[v.cards[id].kind].label ? `a ${v.cards[id].name}` : v.cards[id].name));
  return list([...named, ...(hidden === 0 ? [] : [hidden === 1 ? 'a face-down card' : `${hidden} face-down cards`])]);
}

interface CardSlotProps {
  ctx: Ctx;
  card: CardInfo | null;
  where: Where;
  /** Visible on the card: "Covered by 2". */
  status?: string;
  /** Key of this card for tapping it open (a face-down card has no id: its place stands in). */
  peekKey: string;
  style?: CSSProperties;
  className?: string;
  onLight?(on: boolean): void;
}

function CardSlot({ ctx, card, where, status, peekKey, style, className = '', onLight }: CardSlotProps) {
  const tip = useId();
  const key = card ? `card:${card.id}` : null;
  const moves = key ? ctx.targets.get(key) : undefined;
  const open = ctx.peek === peekKey;
  const place = placeWords(ctx, where);
  let label: string;
  let about: string[];
  if (card) {
    const k = KIND[card.kind];
    label = `${card.name === k.label ? k.label : `${k.label}: ${card.name}`}${card.price > 0 ? `, price ${card.price}` : ''}${status ? `, ${status.toLowerCase()}` : ''}, ${place}`;
    about = aboutCard(ctx, card, where, moves);
  } else {
    const over = where.at === 'layout' ? coveringSlots(ctx.v, where.owner, where.slot) : [];
    label = `A face-down card${over.length ? `, covered by ${over.length}` : ''}, ${place}`;
    about = [
      'A face-down card: nobody knows what it is yet.',
      ...(where.at === 'layout' && over.length ? [`Covered by ${coverNames(ctx.v, where.owner, over)}. It turns face up when nothing covers it.`] : []),
    ];
  }
  const selected = key !== null && ctx.selected.includes(key);
  const cls = `em-card${card ? ` kind-${card.kind}` : ' back'}${status && where.at === 'layout' ? ' covered' : ''}${moves ? ' target' : ''}${selected ? ' selected' : ''}${className}`;
  const body = card ? <CardFace card={card} status={status} /> : <CardBack status={status} />;
  const light = onLight ? { onMouseEnter: () => onLight(true), onMouseLeave: () => onLight(false), onFocus: () => onLight(true), onBlur: () => onLight(false) } : {};
  return (
    <div className={`em-slot deal${open ? ' peek' : ''}`} style={style} data-flip-id={card ? `card:${card.id}` : undefined} {...light}>
      {moves && key ? (
        // The name is what the card shows (WCAG 2.5.3, label in name); the full label is read after it.
        <button type="button" className={cls} data-target={key} aria-describedby={`${tip}-label ${tip}`} aria-pressed={selected} onClick={() => ctx.onTarget(key)}>
          {body}
        </button>
      ) : (
        <div className={cls} role="img" aria-label={label} aria-describedby={tip} onClick={() => ctx.setPeek(open ? null : peekKey)}>
          {body}
        </div>
      )}
      {moves && key && <span id={`${tip}-label`} hidden>{`${label}. ${count(moves.length, 'move')}.`}</span>}
      <div className="em-details" role="tooltip" id={tip}>
        {about.map((line, i) => <p key={i}>{line}</p>)}
      </div>
    </div>
  );
}

function Layout({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { v } = ctx;
  const [lit, setLit] = useState<number | null>(null);
  const grid = layoutGrid(v.layoutSpec, v.layout[seat]);
  if (grid.cells.length === 0) return <p className="em-layout-empty">Every card of this layout has been taken.</p>;
  const covering = new Set(lit === null ? [] : coveringSlots(v, seat, lit));
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` };
  return (
    <div className="em-layout" role="group" aria-label={cap(`${whose(ctx, seat)} card layout`)}>
      {grid.rows.map((row) => (
        <div key={row} className="em-row" role="group" aria-label={rowName(v, row)}>
          <span className="em-row-name" aria-hidden="true">{rowName(v, row)}</span>
          <div className="em-row-cards" style={columns}>
            {grid.cells.filter((c) => c.row === row).map((c) => {
              const id = v.layout[seat][c.slot];
              const over = coveringSlots(v, seat, c.slot);
              return (
                <CardSlot
                  key={`${c.slot}:${id}`}
                  ctx={ctx}
                  card={id === HIDDEN ? null : v.cards[id]}
                  where={{ at: 'layout', owner: seat, slot: c.slot }}
                  status={over.length > 0 ? `Covered by ${over.length}` : undefined}
                  peekKey={`slot:${seat}:${c.slot}`}
                  style={{ gridColumn: `${c.column} / span ${c.span}` }}
                  className={covering.has(c.slot) ? ' covering' : ''}
                  onLight={(on) => setLit((x) => (on ? c.slot : x === c.slot ? null : x))}
                />
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A seat's symbol in ink inside a ring of the seat's colour: the symbol and the name say who it is, so
 * the colour (some seat colours are light on white) never has to carry text.
 */
function SeatMark({ seat }: { seat: number }) {
  const m = seatMark(seat);
  return <span className="em-seat" style={{ borderColor: m.colour }} aria-hidden="true">{m.symbol}</span>;
}

function Lanes({ ctx, names }: { ctx: Ctx; names: string[] }) {
  const { v, targets, onTarget } = ctx;
  return (
    <ol className="lanes">
      {v.laneSpec.map((printed, lane) => {
        const key = `lane:${lane}`;
        const moves = targets.get(key);
        const here = v.crossings.flatMap((c, p) => (c && c.lane === lane ? [{ p, c }] : []));
        const content = (
          <>
            <LaneFace lane={lane} printed={printed} left={v.laneCounts[lane]} />
            {here.map(({ p, c }) => {
              return (
                <span key={p} className={`crosser ${c.entered ? 'in' : 'out'}`}>
                  <SeatMark seat={p} /> {names[p]}: drew {c.token} — {c.entered ? '✓ entered' : '✗ turned back'}
                </span>
              );
            })}
          </>
        );
        const detail = moves ? classifyEmigration(v, ctx.reader, moves[0].action).detail : undefined;
        return (
          <li key={lane} data-flip-id={key}>
            {moves ? (
              <button type="button" className="lane target" data-target={key} onClick={() => onTarget(key)} aria-label={`Cross at lane ${lane + 1}${detail ? `: ${detail.replace(/^lane \d+ /, '')}` : ''}`}>{content}</button>
            ) : (
              <div className="lane">{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function PlayerArea({ ctx, seat, active }: { ctx: Ctx; seat: number; active: boolean }) {
  const { v } = ctx;
  const cards = v.seats[seat];
  const d = cards.destination;
  const m = seatMark(seat);
  const who = name(ctx, seat);
  const raises = v.payRaises.slice(0, v.raises[seat]);
  const crossing = v.crossings[seat];
  const rates = [
    `${count(d.money.per, 'money', 'money')} → ${d.money.gain}`,
    `${count(d.documents.per, 'document')} → ${d.documents.gain}`,
    `${count(d.connections.per, 'connection')} → ${d.connections.gain}`,
  ];
  const penalties = d.penalties.map((x) => `fewer than ${count(x.fewerThan, x.item === 'money' ? 'money' : x.item.slice(0, -1), x.item)}: lose ${x.lose}`);
  const papers = [held(v, seat, 'passport') > 0 ? 'Passport ✓' : 'no Passport', held(v, seat, 'ticket') > 0 ? 'Ticket ✓' : 'no Ticket'];
  return (
    <article className={`em-player${active ? ' active' : ''}${seat === ctx.reader ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={cap(`${whose(ctx, seat)} area`)}>
      <header>
        <h3><SeatMark seat={seat} /> {who}{active && <span className="em-turn"> · to move</span>}</h3>
        <Coin n={v.money[seat]} />
        <Shield n={v.assurance[seat]} />
      </header>
      <p className="em-identity">
        {cards.nationality.name} → <strong>{d.name}</strong> · {cards.career.name}, salary {cards.career.salary}
        {raises.length > 0 ? ` + ${raises.join(' + ')} (pay ${raises.length === 1 ? 'raise' : 'raises'})` : ''}
        {v.inCollege[seat] ? ' · at college: no salary for now' : ''}
      </p>
      <p className="em-rates">
        <span className="em-label">At the border, for assurance tokens:</span> {rates.join(' · ')}
        {penalties.length > 0 && <> · {penalties.join(' · ')}</>}
      </p>
      <Layout ctx={ctx} seat={seat} />
      <div className="em-stash" role="group" aria-label={cap(`${whose(ctx, seat)} stash`)}>
        <p className="em-stash-head">
          <span className="em-label">Stash:</span> {count(held(v, seat, 'document'), 'document')} · {count(held(v, seat, 'connection'), 'connection')} · {papers.join(' · ')}
          {v.travelBonus[seat] ? ' · travel bonus taken' : ''}
        </p>
        <div className="em-stash-cards">
          {v.stash[seat].map((id) => <CardSlot key={id} ctx={ctx} card={v.cards[id]} where={{ at: 'stash', owner: seat }} peekKey={`card:${id}`} className=" small" />)}
          {v.skipCard[seat] >= 0 && (
            <CardSlot ctx={ctx} card={v.cards[v.skipCard[seat]]} where={{ at: 'skip', owner: seat }} status="Upside down" peekKey={`card:${v.skipCard[seat]}`} className=" small upside" />
          )}
        </div>
      </div>
      {crossing && (
        <p className={`em-result ${crossing.entered ? 'in' : 'out'}`}>
          {crossing.entered
            ? `✓ Entered ${d.name}: drew ${crossing.token} at lane ${crossing.lane + 1} and paid ${tokens(crossing.paid)}.`
            : `✗ Turned back: drew ${crossing.token} at lane ${crossing.lane + 1}.`}
        </p>
      )}
    </article>
  );
}

export function EmigrationBoard({ snapshot, targets, selected, onTarget }: BoardProps) {
  const v = snapshot.view as EmigrationView;
  const [peek, setPeek] = useState<string | null>(null);
  const reader = typeof snapshot.viewer === 'number' ? snapshot.viewer : -1;
  const ctx: Ctx = { v, names: snapshot.names, reader, targets, selected, onTarget, peek, setPeek };
  const roll = snapshot.lastEvents.find((e) => e.kind === 'roll' && typeof e.data?.roll === 'number');
  const phase = v.phase === 'prep' ? 'Phase 1 · preparation' : v.phase === 'border' ? 'Phase 2 · at the border' : 'Game over';
  const supply: ReactNode = v.supply.length === 0
    ? <p className="em-note">No Passports or Tickets left.</p>
    : v.supply.map((id) => <CardSlot key={id} ctx={ctx} card={v.cards[id]} where={{ at: 'bank' }} peekKey={`card:${id}`} className=" small" />);
  return (
    <section className="board em-board" aria-label="Emigration table" onKeyDown={(e) => { if (e.key === 'Escape') setPeek(null); }}>
      <div className="em-common">
        <div className="em-bank" role="group" aria-label="Bank">
          <h2>Bank</h2>
          <p className="em-note">{phase}{v.mode === 'cooperative' ? ' · cooperative' : ''}</p>
          <div className="em-supply">{supply}</div>
          <p className="em-note">Discard pile: {count(v.discard.length, 'card')} · removed unseen: {count(v.removedCount, 'card')}</p>
          <p className="em-note">
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
          <Lanes ctx={ctx} names={snapshot.names} />
        </div>
      </div>
      <div className="em-players">
        {seatsFrom(snapshot.viewer, v.players).map((p) => (
          <PlayerArea key={p} ctx={ctx} seat={p} active={snapshot.active.includes(p)} />
        ))}
      </div>
    </section>
  );
}
