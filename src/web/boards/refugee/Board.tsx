/**
 * #refugee's table: each country's In-Country Zone with its refugees and their vetting stacks, the
 * Fleeing Zone, the response window (the stack of action cards), the die, and the seat's own hands.
 * Tapping a card is the main way to move: every legal move has a card (or the die, or the response
 * window's Pass) to tap. Region colours always come with a symbol and the region's name. Every
 * physical card carries `data-flip-id` (refugees `ref:<id>`, vetting cards `vcard:<id>` in a hand or
 * on a refugee, action cards `acard:<id>` in a hand or on the stack) so the table can show it travel.
 */
import './board.css';
import { useId, type CSSProperties } from 'react';
import { pick, type Lang } from '../../../engine/lang.ts';
import {
  contentOf, layoutOf, PLAY_KINDS, REGION_INFO, type Region, type RefugeeContent, type RefugeeInPlay, type RefugeeView,
} from '../../../games/refugee/index.ts';
import { seatMark } from '../../table/log.ts';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { actionCardKey, boardT, count, countryKey, DIE_KEY, PASS_KEY, sign } from './classify.ts';

/**
 * Region colours (RF-D1) in shades that keep text readable (WCAG AA, 4.5:1): white on the dark blue
 * and green bars, dark ink on the yellow and orange ones; `ink` is the region's colour for a symbol
 * or word on a light card. The symbol and the name go with the colour everywhere.
 */
export const REGION_STYLE: Record<Region, { bar: string; text: string; ink: string; symbol: string }> = {
  'north-america': { bar: '#245e9e', text: '#ffffff', ink: '#245e9e', symbol: '▲' },
  asia: { bar: '#f2c230', text: '#1f2a30', ink: '#7a5a00', symbol: '●' },
  'middle-east': { bar: '#1f6b40', text: '#ffffff', ink: '#1f6b40', symbol: '■' },
  'central-latin-america': { bar: '#f08a3c', text: '#1f2a30', ink: '#a84a12', symbol: '◆' },
};

export type T = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;
/** For pictures and anything drawn outside play: nothing to tap. */
export const NO_TARGETS: T = { targets: new Map(), selected: [], onTarget: () => {} };

const tone = (n: number) => (n > 0 ? 'pos' : n < 0 ? 'neg' : 'zero');

/**
 * A card that is a button while some legal move acts on it. The wrapper carries the brief "dealt"
 * animation, so turning into a button (a remount) does not replay it.
 */
function Target({ k, t, className, label, flipId, lang, children }: { k: string; t: T; className: string; label: string; flipId?: string; lang?: Lang; children: React.ReactNode }) {
  const moves = t.targets.get(k);
  const selected = t.selected.includes(k);
  const described = useId();
  return (
    <div className="deal">
      {moves ? (
        // The name is what the card shows (WCAG 2.5.3, label in name); the full label is read after it.
        <button type="button" data-target={k} data-flip-id={flipId} className={`${className} target${selected ? ' selected' : ''}`} aria-pressed={selected} aria-describedby={described} onClick={() => t.onTarget(k)}>
          {children}
          <span id={described} hidden>{boardT(lang)('targetLabel', { label, moves: count(moves.length, 'move', lang) })}</span>
        </button>
      ) : (
        <div className={className} data-flip-id={flipId} role="group" aria-label={label}>{children}</div>
      )}
    </div>
  );
}

/** A vetting card lying on a refugee: a button of its own when a move acts on it (Alternative Facts). */
function VettingChip({ c, id, refugee, t, flip, lang }: { c: RefugeeContent; id: number; refugee: number; t: T; flip: boolean; lang?: Lang }) {
  const tr = boardT(lang);
  const card = c.vetting[id];
  const cardName = pick(card.name, lang);
  const reg = card.colour ? REGION_STYLE[card.colour] : null;
  const match = card.colour !== null && card.colour === c.refugees[refugee].region;
  const colour = card.colour ? tr('chip.colour', { region: pick(REGION_INFO[card.colour].name, lang), bonus: match ? tr('chip.bonus') : '' }) : '';
  const label = tr('chip.label', { name: cardName, value: sign(card.value), colour });
  const k = `vcard:${id}`;
  const moves = t.targets.get(k);
  const selected = t.selected.includes(k);
  const face = (
    <>
      <strong>{sign(card.value)}</strong> {cardName}
      {reg && <span className="region-tag" style={{ color: reg.ink }}> {reg.symbol}{match ? ' +1' : ''}</span>}
    </>
  );
  return (
    <li className={`vet-chip ${tone(card.value)}`} data-flip-id={flip ? k : undefined} title={tr('chip.title', { kind: tr(`kind.${card.kind}`), label })}>
      {moves ? (
        <button type="button" className={`chip-hit target${selected ? ' selected' : ''}`} data-target={k} aria-pressed={selected} aria-describedby={`${k}-label`} onClick={() => t.onTarget(k)}>
          {face}
          <span id={`${k}-label`} hidden>{tr('chip.button', { label, moves: count(moves.length, 'move', lang) })}</span>
        </button>
      ) : face}
    </li>
  );
}

/**
 * A refugee card. `score` is the view's own vetting score (`vettingScores`): the board computes no
 * rule. The card is a group; while a move acts on it, a button covers it (so the vetting cards on
 * it can be buttons too, never a button inside a button).
 */
export function RefugeeCard({ c, r, score, names, t, flip = true, lang }: { c: RefugeeContent; r: RefugeeInPlay; score: number; names: string[]; t: T; flip?: boolean; lang?: Lang }) {
  const tr = boardT(lang);
  const card = c.refugees[r.id];
  const reg = REGION_STYLE[card.region];
  const name = (p: number) => names[p] ?? tr('player', { n: p + 1 });
  const cardName = pick(card.name, lang);
  const origin = pick(card.origin, lang);
  const region = pick(REGION_INFO[card.region].name, lang);
  const label = tr('refugee.label', {
    name: cardName, age: card.age, origin, region, score: sign(score), cards: count(r.vetting.length, 'vettingCard', lang),
    fleeing: r.fleeTo >= 0 ? tr('refugee.fleeing', { from: name(r.zone), to: name(r.fleeTo) }) : '',
  });
  const k = `ref:${r.id}`;
  const moves = t.targets.get(k);
  const selected = t.selected.includes(k);
  return (
    <div className="deal">
      <div className={`rf-refugee${r.fleeTo >= 0 ? ' fleeing' : ''}${moves ? ' target' : ''}${selected ? ' selected' : ''}`} data-flip-id={flip ? k : undefined} role="group" aria-label={label}>
        {moves && <button type="button" className="rf-hit" data-target={k} aria-pressed={selected} aria-label={tr('refugee.button', { label, moves: count(moves.length, 'move', lang) })} onClick={() => t.onTarget(k)} />}
        <span className="region-bar" style={{ background: reg.bar, color: reg.text }} aria-hidden="true">
          <span>{reg.symbol}</span> {region}
        </span>
        <span className="rf-name">{cardName}</span>
        <span className="rf-meta">{tr('refugee.meta', { age: card.age, origin })}</span>
        <span className="rf-story">{pick(card.story, lang)}</span>
        <ul className="vet-stack" aria-label={tr('refugee.stack', { name: cardName })}>
          {r.vetting.map((id) => <VettingChip key={id} c={c} id={id} refugee={r.id} t={t} flip={flip} lang={lang} />)}
        </ul>
        <span className={`rf-score ${tone(score)}`} aria-hidden="true">
          {tr('refugee.score', { score: sign(score), n: r.vetting.length })}
        </span>
        {r.fleeTo >= 0 && <span className="rf-flee" aria-hidden="true">{name(r.zone)} → {name(r.fleeTo)}</span>}
      </div>
    </div>
  );
}

/** A vetting card as it is held in a hand. */
export function VettingCardFace({ c, id, t, flip = true, lang }: { c: RefugeeContent; id: number; t: T; flip?: boolean; lang?: Lang }) {
  const tr = boardT(lang);
  const card = c.vetting[id];
  const cardName = pick(card.name, lang);
  const reg = card.colour ? REGION_STYLE[card.colour] : null;
  const region = card.colour ? pick(REGION_INFO[card.colour].name, lang) : '';
  const label = tr('vcard.label', { name: cardName, value: sign(card.value), colour: card.colour ? tr('vcard.colour', { region }) : tr('vcard.noColour') });
  return (
    <Target k={`vcard:${id}`} t={t} flipId={flip ? `vcard:${id}` : undefined} className={`hand-card vetting ${tone(card.value)}`} label={label} lang={lang}>
      <span className="hc-kind">{tr('vcard.kind', { kind: tr(`kind.${card.kind}`) })}</span>
      <span className="hc-value">{sign(card.value)}</span>
      <span className="hc-name">{cardName}</span>
      {reg && card.colour && <span className="hc-region" style={{ color: reg.ink }}>{reg.symbol} {region} +1</span>}
    </Target>
  );
}

/** An action card as it is held in a hand (`id` its card id, `kind` its kind index). */
export function ActionCardFace({ c, id, kind, t, flip = true, lang }: { c: RefugeeContent; id: number; kind: number; t: T; flip?: boolean; lang?: Lang }) {
  const tr = boardT(lang);
  const info = c.actionKinds[kind];
  const title = pick(info.title, lang);
  const text = pick(info.text, lang);
  return (
    <Target k={actionCardKey(PLAY_KINDS[kind])} t={t} flipId={flip ? `acard:${id}` : undefined} className="hand-card action" label={tr('acard.label', { title, cycle: info.cycle ? tr('acard.cycle') : '', text })} lang={lang}>
      <span className="hc-kind">{info.cycle ? tr('acard.kindCycle') : tr('acard.kind')}</span>
      <span className="hc-name">{title}</span>
      <span className="hc-text">{text}</span>
    </Target>
  );
}

/** The special die: white marks (vetting cards) and bolts (action cards); blank before the roll. */
export function DieFace({ marks, bolts, rollKey, lang }: { marks: number; bolts: number; rollKey?: number; lang?: Lang }) {
  return (
    <svg key={rollKey} className="die rolling rf-die" viewBox="0 0 100 100" role="img" aria-label={boardT(lang)('die.label', { marks: count(marks, 'whiteMark', lang), bolts: count(bolts, 'bolt', lang) })}>
      <rect x="4" y="4" width="92" height="92" rx="16" fill="#2f3b45" />
      {Array.from({ length: marks }, (_, i) => <rect key={`m${i}`} x={18 + i * 24} y="22" width="14" height="26" rx="3" fill="#fff" />)}
      {Array.from({ length: bolts }, (_, i) => <path key={`b${i}`} transform={`translate(${22 + i * 32} 54)`} d="M12 0 L2 16 H10 L6 32 L20 12 H12 L16 0 Z" fill="#f2c94c" />)}
    </svg>
  );
}

/** The response window's cards, first played at the top (answers point at the card they answer). */
export function StackList({ c, stack, names, t, flip = true, lang }: { c: RefugeeContent; stack: RefugeeView['stack']; names: string[]; t: T; flip?: boolean; lang?: Lang }) {
  const tr = boardT(lang);
  const name = (p: number) => names[p] ?? tr('player', { n: p + 1 });
  return (
    <ol className="rf-stack-list">
      {stack.map((e, i) => {
        const title = pick(c.actionKinds[e.kind].title, lang);
        const what = [
          e.country >= 0 ? tr('stack.on', { who: name(e.country) }) : '',
          e.dest >= 0 ? tr('stack.to', { who: name(e.dest) }) : '',
          e.refugee >= 0 ? tr('stack.refugee', { name: pick(c.refugees[e.refugee].name, lang) }) : '',
          e.target >= 0 ? tr('stack.answers', { n: e.target + 1 }) : '',
        ].filter(Boolean).join(' ');
        return (
          <li key={i}>
            <Target k={`stack:${i}`} t={t} flipId={flip ? `acard:${e.card}` : undefined} className="stack-card" label={tr('stack.label', { n: i + 1, who: name(e.by), title, what: what ? ` ${what}` : '' })} lang={lang}>
              <strong>{title}</strong> <span className="stack-by">{tr('stack.by', { who: name(e.by) })}</span>
              {what && <span className="stack-what"> {what}</span>}
            </Target>
          </li>
        );
      })}
    </ol>
  );
}

export function RefugeeBoard({ snapshot, targets, selected, onTarget, lang: given }: BoardProps) {
  const lang: Lang = given ?? 'en';
  const tr = boardT(lang);
  const v = snapshot.view as RefugeeView;
  const c = contentOf(v);
  const L = layoutOf(c);
  const t: T = { targets, selected, onTarget };
  const names = snapshot.names;
  const name = (p: number) => names[p] ?? tr('player', { n: p + 1 });
  const face = v.lastRoll >= 0 ? c.die[v.lastRoll] : null;
  const fleeing = v.inPlay.filter((r) => r.fleeTo >= 0);
  const scoreOf = new Map(v.inPlay.map((r, i) => [r.id, v.vettingScores[i]]));
  const refugeeCard = (r: RefugeeInPlay) => <RefugeeCard key={r.id} c={c} r={r} score={scoreOf.get(r.id) ?? 0} names={names} t={t} lang={lang} />;
  // In play the hand is the person's own; in a replay it is the seat being followed.
  const me = typeof snapshot.viewer === 'number' ? snapshot.names[snapshot.viewer] ?? '' : '';
  const handTitle = /\byou\)/.test(me) || /（你）|\(你\)/.test(me) || me === '' ? tr('board.yourHand') : tr('board.handOf', { who: me });
  const dieMoves = targets.get(DIE_KEY);
  const passMoves = targets.get(PASS_KEY);
  const moves = (n: number) => count(n, 'move', lang);
  return (
    <section className="board rf-board" aria-label={tr('board.label')}>
      <div className="rf-common">
        <div className="rf-decks" role="group" aria-label={tr('board.decks')}>
          <span className="deck"><b>{v.refugeeDeckSize}</b> {tr('board.refugees', { count: v.refugeeDeckSize })}</span>
          <span className="deck"><b>{v.vettingDeckSize}</b> {tr('board.vettingCards', { count: v.vettingDeckSize })}</span>
          <span className="deck"><b>{v.actionDeckSize}</b> {tr('board.actionCards', { count: v.actionDeckSize })}</span>
          <span className="rf-turn">{tr('board.turn', { n: v.turn + 1, who: name(v.current) })}</span>
          {dieMoves ? (
            <button type="button" className="rf-die-button target" data-target={DIE_KEY} aria-label={tr('board.roll', { moves: moves(dieMoves.length) })} onClick={() => onTarget(DIE_KEY)}>
              <svg className="die rf-die" viewBox="0 0 100 100" aria-hidden="true">
                <rect x="4" y="4" width="92" height="92" rx="16" fill="#2f3b45" />
                <text x="50" y="66" textAnchor="middle" fontSize="44" fill="#fff">?</text>
              </svg>
              <span>{tr('board.rollButton')}</span>
            </button>
          ) : face && <DieFace marks={face.marks} bolts={face.bolts} rollKey={v.turn} lang={lang} />}
        </div>
        <div className={`rf-stack${v.stack.length ? ' open' : ''}`} role="group" aria-label={tr('board.responseWindow')}>
          <h2>{tr('board.responseWindow')}</h2>
          {v.stack.length === 0 ? (
            <p className="rf-note">{v.phase === 'action' || v.phase === 'choose' ? tr('board.noneWaiting') : tr('board.opensLater')}</p>
          ) : (
            <StackList c={c} stack={v.stack} names={names} t={t} lang={lang} />
          )}
          {passMoves && (
            <button type="button" className="rf-pass target" data-target={PASS_KEY} aria-label={tr('board.pass', { moves: moves(passMoves.length) })} onClick={() => onTarget(PASS_KEY)}>
              {tr('board.passButton')}
            </button>
          )}
        </div>
      </div>
      <div className="rf-countries" style={{ '--rf-columns': projectorColumns(seatsFrom(snapshot.viewer, v.players).map((p) => v.inPlay.filter((r) => r.zone === p && r.fleeTo < 0).length)) } as CSSProperties}>
        {seatsFrom(snapshot.viewer, v.players).map((p) => {
          const m = seatMark(p);
          const zone = v.inPlay.filter((r) => r.zone === p && r.fleeTo < 0);
          const accepted = v.accepted[p];
          return (
            <article key={p} className={`rf-country${snapshot.active.includes(p) ? ' active' : ''}${v.out[p] ? ' out' : ''}${p === snapshot.viewer ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={tr('board.country', { who: name(p) })}>
              <header>
                <h3><span className="rf-seat" style={{ borderColor: m.colour }} aria-hidden="true">{m.symbol}</span> {name(p)}{v.out[p] ? tr('board.eliminated') : ''}</h3>
                {targets.has(countryKey(p)) && (
                  <button type="button" className={`rf-aim target${selected.includes(countryKey(p)) ? ' selected' : ''}`} data-target={countryKey(p)} aria-pressed={selected.includes(countryKey(p))} aria-label={tr('board.aim', { who: name(p), moves: moves(targets.get(countryKey(p))!.length) })} onClick={() => onTarget(countryKey(p))}>
                    {tr('board.aimButton')}
                  </button>
                )}
                <span className="rf-scoreboard">
                  <b>{sign(v.scores[p])}</b> {tr('board.points', { count: Math.abs(v.scores[p]) })} {tr('board.acceptedOf', { n: accepted.length, goal: v.options.acceptToEnd })}
                </span>
              </header>
              <p className="rf-note">{tr('board.hand', { vetting: count(v.vettingHandSizes[p], 'vettingCard', lang), action: count(v.actionHandSizes[p], 'actionCard', lang) })}</p>
              <h4 className="zone-title">{tr('board.zone')}</h4>
              <div className="rf-zone">
                {zone.length === 0 ? <p className="rf-note">{tr('board.noRefugees')}</p> : zone.map(refugeeCard)}
              </div>
              {accepted.length > 0 && <h4 className="zone-title">{tr('board.accepted')}</h4>}
              {accepted.length > 0 && (
                <ul className="accepted-list" aria-label={tr('board.acceptedBy', { who: name(p) })}>
                  {accepted.map((id, i) => (
                    <li key={id} data-flip-id={`ref:${id}`}>{pick(c.refugees[id].name, lang)} <b>{sign(v.acceptedValues[p][i] ?? 0)}</b></li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
      <div className="rf-fleeing" role="group" aria-label={tr('board.fleeing')}>
        <h2>{tr('board.fleeing')}</h2>
        {fleeing.length === 0 ? <p className="rf-note">{tr('board.nobodyFleeing')}</p> : <div className="rf-zone">{fleeing.map(refugeeCard)}</div>}
      </div>
      {v.myVetting && v.myActions && (
        <div className="rf-hand" role="group" aria-label={handTitle}>
          <h2>{handTitle}</h2>
          <div className="hand-row">
            {v.myVetting.map((id) => <VettingCardFace key={id} c={c} id={id} t={t} lang={lang} />)}
            {v.myActions.map((id) => <ActionCardFace key={id} c={c} id={id} kind={L.actionKind[id]} t={t} lang={lang} />)}
          </div>
        </div>
      )}
    </section>
  );
}

/** Card columns across a projector's board (board.css: a card 6.5rem at least): the countries share them. */
const PROJECTOR_CARD_COLUMNS = 9;

/**
 * The projector's columns for the countries (a grid template, board.css): each country gets as many
 * card columns as it needs for its zone to take the fewest lines, the columns left over going where
 * they save a line, then to the narrowest: a crowded zone is wide rather than tall, and the countries
 * stay on one screen.
 */
export function projectorColumns(cards: number[]): string {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  let cols = cards.map(() => 1);
  for (let lines = 1; lines <= 20; lines++) {
    cols = cards.map((c) => Math.max(1, Math.ceil(c / lines)));
    if (sum(cols) <= PROJECTOR_CARD_COLUMNS) break;
  }
  // Columns left over go first where they save a line (the zone with the most lines), then to the
  // narrowest countries, so their names and figures have room.
  const lines = (k: number) => Math.ceil(cards[k] / cols[k]);
  for (let i = 0; i < cards.length * 3 && sum(cols) < PROJECTOR_CARD_COLUMNS; i++) {
    let k = 0;
    for (let j = 1; j < cols.length; j++) if (lines(j) > lines(k) || (lines(j) === lines(k) && cols[j] < cols[k])) k = j;
    cols[k]++;
  }
  return cols.map((c) => `minmax(0, ${c}fr)`).join(' ');
}
