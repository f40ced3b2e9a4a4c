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
import { eventText, pick, type Lang } from '../../../engine/index.ts';
import { cardName, cardText, HIDDEN, type CardInfo, type EmigrationView } from '../../../games/emigration/index.ts';
import { seatMark } from '../../table/log.ts';
import type { LegalChoice } from '../../table/types.ts';
import { Die } from '../Die.tsx';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { classifyEmigration, crossDetail } from './classify.ts';
import { coveringSlots, layoutGrid } from './layout.ts';
import { CardBack, CardFace, Coin, LaneFace, Shield } from './parts.tsx';
import { boardT, count, effectWords, held, kindLabel, list, playerName, possessive, rowName, tokens, type BoardT } from './words.ts';

/** What every part of the board needs: the view, names, the reader, the targets, the card being read. */
interface Ctx extends Pick<BoardProps, 'targets' | 'selected' | 'onTarget'> {
  v: EmigrationView;
  names: string[];
  /** The seat reading the table, or -1 for a spectator. */
  reader: number;
  peek: string | null;
  setPeek(key: string | null): void;
  /** The reader's language and this board's words in it (EM-D30). */
  lang: Lang;
  t: BoardT;
}

type Where =
  | { at: 'layout'; owner: number; slot: number }
  | { at: 'stash'; owner: number }
  | { at: 'skip'; owner: number }
  | { at: 'bank' };

const name = (ctx: Ctx, seat: number) => ctx.names[seat] ?? playerName(seat, ctx.lang);
const whose = (ctx: Ctx, seat: number) => possessive(name(ctx, seat), seat === ctx.reader, ctx.lang);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a card lies, in words ("in Amal's layout, front row"). */
function placeWords(ctx: Ctx, where: Where): string {
  const { t } = ctx;
  switch (where.at) {
    case 'layout': return t('place.layout', { whose: whose(ctx, where.owner), row: rowName(ctx.v, ctx.v.layoutSpec[where.slot].row, ctx.lang).toLowerCase() });
    case 'stash': return t('place.stash', { whose: whose(ctx, where.owner) });
    case 'skip': return t('place.skip', { name: name(ctx, where.owner) });
    case 'bank': return t('place.bank');
  }
}

/** The 1 money a player pays for taking a card from someone else's layout (EM-R14), from the reader's side. */
function feeWords(ctx: Ctx, owner: number): string {
  const { t } = ctx;
  if (owner === ctx.reader) return t('fee.own');
  if (ctx.reader >= 0) return t('fee.reader', { owner: name(ctx, owner) });
  return t('fee.spectator', { owner: name(ctx, owner) });
}

/** The sentences shown when a face-up card is read: what it is, says, costs, and the moves it offers now. */
function aboutCard(ctx: Ctx, card: CardInfo, where: Where, moves: LegalChoice[] | undefined): string[] {
  const { v, t, lang } = ctx;
  const label = kindLabel(card.kind, lang);
  const title = cardName(card, lang);
  const out = [t('sentence', { text: `${title === label ? title : t('about.named', { name: title, kind: label })}${card.price > 0 ? t('about.price', { price: card.price }) : ''}` })];
  if (card.text) out.push(cardText(card, lang));
  if (where.at === 'layout') {
    const over = coveringSlots(v, where.owner, where.slot);
    if (over.length > 0) out.push(t(over.length === 1 ? 'about.coveredOne' : 'about.coveredMany', { names: coverNames(ctx, where.owner, over) }));
    else if (v.open[where.owner]?.includes(where.slot)) out.push(t('about.available'));
    if (card.kind === 'document' || card.kind === 'connection') out.push(t('about.buyOrDiscard', { price: card.price }));
    else if (card.kind === 'payday') out.push(t('about.activatePayday'));
    else if (card.effect) out.push(t('about.activate', { effect: effectWords(card.effect, v.pandemicCount, lang) }));
    out.push(feeWords(ctx, where.owner));
  } else if (where.at === 'bank') {
    out.push(t('about.bank', { price: card.price }));
  } else if (where.at === 'stash') {
    if (card.effect?.type === 'keep') out.push(t('about.keep', { effect: effectWords(card.effect, 0, lang, false) }));
    if (card.kind === 'document' || card.kind === 'connection') out.push(t('about.trade'));
  } else {
    out.push(where.owner === ctx.reader ? t('about.skipMine') : t('about.skipTheirs', { whose: whose(ctx, where.owner) }));
  }
  for (const m of moves ?? []) {
    const d = classifyEmigration(v, ctx.reader, m.action, lang).detail;
    out.push(t('about.move', { label: m.label, detail: d ? t('about.moveDetail', { detail: d }) : '' }));
  }
  return out;
}

/** "Pen Pal and a Payday", "Tax Return and 2 face-down cards". */
function coverNames(ctx: Ctx, owner: number, slots: number[]): string {
  const { v, t, lang } = ctx;
  const ids = slots.map((s) => v.layout[owner][s]);
  const hidden = ids.filter((id) => id === HIDDEN).length;
  const named = ids.filter((id) => id !== HIDDEN).map((id) => {
    const n = cardName(v.cards[id], lang);
    return n === kindLabel(v.cards[id].kind, lang) ? t('about.aCard', { name: n }) : n;
  });
  return list([...named, ...(hidden === 0 ? [] : [t('faceDownCards', { count: hidden })])], lang);
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
  const { t, lang } = ctx;
  if (card) {
    const k = kindLabel(card.kind, lang);
    const n = cardName(card, lang);
    const comma = t('comma');
    label = `${n === k ? k : t('label.kindName', { kind: k, name: n })}${card.price > 0 ? t('about.price', { price: card.price }) : ''}${status ? `${comma}${status.toLowerCase()}` : ''}${comma}${place}`;
    about = aboutCard(ctx, card, where, moves);
  } else {
    const over = where.at === 'layout' ? coveringSlots(ctx.v, where.owner, where.slot) : [];
    label = t('label.faceDown', { covered: over.length ? t('label.covered', { n: over.length }) : '', place });
    about = [
      t('about.faceDown'),
      ...(where.at === 'layout' && over.length ? [t('about.faceDownCovered', { names: coverNames(ctx, where.owner, over) })] : []),
    ];
  }
  const selected = key !== null && ctx.selected.includes(key);
  const cls = `em-card${card ? ` kind-${card.kind}` : ' back'}${status && where.at === 'layout' ? ' covered' : ''}${moves ? ' target' : ''}${selected ? ' selected' : ''}${className}`;
  const body = card ? <CardFace card={card} status={status} lang={lang} /> : <CardBack status={status} lang={lang} />;
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
      {moves && key && <span id={`${tip}-label`} hidden>{t('label.moves', { label, moves: count(moves.length, 'moves', lang) })}</span>}
      <div className="em-details" role="tooltip" id={tip}>
        {about.map((line, i) => <p key={i}>{line}</p>)}
      </div>
    </div>
  );
}

function Layout({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { v, t, lang } = ctx;
  const [lit, setLit] = useState<number | null>(null);
  const grid = layoutGrid(v.layoutSpec, v.layout[seat]);
  if (grid.cells.length === 0) return <p className="em-layout-empty">{t('board.allTaken')}</p>;
  const covering = new Set(lit === null ? [] : coveringSlots(v, seat, lit));
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` };
  return (
    <div className="em-layout" role="group" aria-label={cap(t('board.layout', { whose: whose(ctx, seat) }))}>
      {grid.rows.map((row) => (
        <div key={row} className="em-row" role="group" aria-label={rowName(v, row, lang)}>
          <span className="em-row-name" aria-hidden="true">{rowName(v, row, lang)}</span>
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
                  status={over.length > 0 ? t('board.coveredBy', { n: over.length }) : undefined}
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
  const { v, targets, onTarget, t, lang } = ctx;
  return (
    <ol className="lanes">
      {v.laneSpec.map((printed, lane) => {
        const key = `lane:${lane}`;
        const moves = targets.get(key);
        const here = v.crossings.flatMap((c, p) => (c && c.lane === lane ? [{ p, c }] : []));
        const content = (
          <>
            <LaneFace lane={lane} printed={printed} left={v.laneCounts[lane]} lang={lang} />
            {here.map(({ p, c }) => {
              return (
                <span key={p} className={`crosser ${c.entered ? 'in' : 'out'}`}>
                  <SeatMark seat={p} /> {t('board.crosser', { name: names[p], token: c.token, result: t(c.entered ? 'board.enteredMark' : 'board.turnedBackMark') })}
                </span>
              );
            })}
          </>
        );
        // The lane's own button says which lane: its detail leaves out "lane n".
        const detail = moves ? crossDetail(v, ctx.reader, lane, lang, false) : undefined;
        return (
          <li key={lane} data-flip-id={key}>
            {moves ? (
              <button type="button" className="lane target" data-target={key} onClick={() => onTarget(key)} aria-label={detail ? t('board.crossAtDetail', { lane: lane + 1, detail }) : t('board.crossAt', { lane: lane + 1 })}>{content}</button>
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
  const { v, t, lang } = ctx;
  const cards = v.seats[seat];
  const d = cards.destination;
  const m = seatMark(seat);
  const who = name(ctx, seat);
  const raises = v.payRaises.slice(0, v.raises[seat]);
  const crossing = v.crossings[seat];
  const rates = [
    t('board.rate', { give: count(d.money.per, 'money', lang), gain: d.money.gain }),
    t('board.rate', { give: count(d.documents.per, 'documents', lang), gain: d.documents.gain }),
    t('board.rate', { give: count(d.connections.per, 'connections', lang), gain: d.connections.gain }),
  ];
  const penalties = d.penalties.map((x) => t('board.penalty', { what: count(x.fewerThan, x.item, lang), n: x.lose }));
  const papers = [
    held(v, seat, 'passport') > 0 ? t('board.passportOk') : t('detail.noPassport'),
    held(v, seat, 'ticket') > 0 ? t('board.ticketOk') : t('detail.noTicket'),
  ];
  const destination = pick(d.name, lang);
  return (
    <article className={`em-player${active ? ' active' : ''}${seat === ctx.reader ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={cap(t('board.area', { whose: whose(ctx, seat) }))}>
      <header>
        <h3><SeatMark seat={seat} /> {who}{active && <span className="em-turn">{t('board.toMove')}</span>}</h3>
        <Coin n={v.money[seat]} lang={lang} />
        <Shield n={v.assurance[seat]} lang={lang} />
      </header>
      <p className="em-identity">
        {pick(cards.nationality.name, lang)} → <strong>{destination}</strong> · {t('board.identity', { career: pick(cards.career.name, lang), salary: cards.career.salary })}
        {raises.length > 0 ? t('board.raises', { count: raises.length, list: raises.join(' + ') }) : ''}
        {v.inCollege[seat] ? t('board.atCollege') : ''}
      </p>
      <p className="em-rates">
        <span className="em-label">{t('board.rates')}</span> {rates.join(' · ')}
        {penalties.length > 0 && <> · {penalties.join(' · ')}</>}
      </p>
      <Layout ctx={ctx} seat={seat} />
      <div className="em-stash" role="group" aria-label={cap(t('board.stashAria', { whose: whose(ctx, seat) }))}>
        <p className="em-stash-head">
          <span className="em-label">{t('board.stash')}</span> {count(held(v, seat, 'document'), 'documents', lang)} · {count(held(v, seat, 'connection'), 'connections', lang)} · {papers.join(' · ')}
          {v.travelBonus[seat] ? t('board.travelBonus') : ''}
        </p>
        <div className="em-stash-cards">
          {v.stash[seat].map((id) => <CardSlot key={id} ctx={ctx} card={v.cards[id]} where={{ at: 'stash', owner: seat }} peekKey={`card:${id}`} className=" small" />)}
          {v.skipCard[seat] >= 0 && (
            <CardSlot ctx={ctx} card={v.cards[v.skipCard[seat]]} where={{ at: 'skip', owner: seat }} status={t('board.upsideDown')} peekKey={`card:${v.skipCard[seat]}`} className=" small upside" />
          )}
        </div>
      </div>
      {crossing && (
        <p className={`em-result ${crossing.entered ? 'in' : 'out'}`}>
          {crossing.entered
            ? t('board.resultEntered', { dest: destination, token: crossing.token, lane: crossing.lane + 1, tokens: tokens(crossing.paid, lang) })
            : t('board.resultTurnedBack', { token: crossing.token, lane: crossing.lane + 1 })}
        </p>
      )}
    </article>
  );
}

export function EmigrationBoard({ snapshot, targets, selected, onTarget, lang = 'en' }: BoardProps) {
  const v = snapshot.view as EmigrationView;
  const [peek, setPeek] = useState<string | null>(null);
  const reader = typeof snapshot.viewer === 'number' ? snapshot.viewer : -1;
  /** The areas that are not the reader's own. */
  const others = v.players - (reader >= 0 ? 1 : 0);
  const t = boardT(lang);
  const ctx: Ctx = { v, names: snapshot.names, reader, targets, selected, onTarget, peek, setPeek, lang, t };
  const roll = snapshot.lastEvents.find((e) => e.kind === 'roll' && typeof e.data?.roll === 'number');
  const phase = v.phase === 'prep' ? t('board.phasePrep') : v.phase === 'border' ? t('board.phaseBorder') : t('board.phaseOver');
  const supply: ReactNode = v.supply.length === 0
    ? <p className="em-note">{t('board.noPapers')}</p>
    : v.supply.map((id) => <CardSlot key={id} ctx={ctx} card={v.cards[id]} where={{ at: 'bank' }} peekKey={`card:${id}`} className=" small" />);
  return (
    <section className="board em-board" aria-label={t('board.table')} onKeyDown={(e) => { if (e.key === 'Escape') setPeek(null); }}>
      <div className="em-common">
        <div className="em-bank" role="group" aria-label={t('board.bank')}>
          <h2>{t('board.bank')}</h2>
          <p className="em-note">{phase}{v.mode === 'cooperative' ? t('board.cooperative') : ''}</p>
          <div className="em-supply">{supply}</div>
          <p className="em-note">{t('board.piles', { discard: count(v.discard.length, 'cards', lang), removed: count(v.removedCount, 'cards', lang) })}</p>
          <p className="em-note">
            {t('board.firstPlayer', { name: snapshot.names[v.firstPlayer], rolls: v.firstRolls.map((r) => r.join('–')).join(t('board.thenSep')) })}
          </p>
          {roll && (
            <div className="em-roll" aria-live="polite">
              <Die value={roll.data?.roll as number} rollKey={snapshot.version} label={t('board.dieRoll', { roll: String(roll.data?.roll) })} />
              <span>{eventText(roll, lang)}</span>
            </div>
          )}
        </div>
        <div className="em-border" role="group" aria-label={t('board.borderAria')}>
          <h2>{t('board.border')}</h2>
          <Lanes ctx={ctx} names={snapshot.names} />
        </div>
      </div>
      {/* The others' areas in one row beneath one's own on a projector (board.css). */}
      <div className="em-players" data-others={others} style={{ '--em-others': others } as CSSProperties}>
        {seatsFrom(snapshot.viewer, v.players).map((p) => (
          <PlayerArea key={p} ctx={ctx} seat={p} active={snapshot.active.includes(p)} />
        ))}
      </div>
    </section>
  );
}
