/**
 * Displacement's table: the scenario drawn this turn (its cost to block, who is safe, what it does),
 * the deck and discard pile, and every nation: its region card, tokens, secret goal (face down for
 * the others until the end), any Stock Market Crash it holds, its grid of communities with the people
 * living there, and its displaced people. A person is drawn in their native nation's colour and
 * shape, so a migrant keeps both and a class can see who housed whom. Tapping is the main way to
 * move: a square (build, or move someone in), the shelter, another nation (hand a person over), the
 * scenario's Block and Face, End turn. Cards carry `data-flip-id`.
 */
import './board.css';
import { useId } from 'react';
import {
  blockCost, contentOf, effectText, isSafe, type DisplacementContent, type DisplacementView,
} from '../../../games/displacement/index.ts';
import { seatMark } from '../../table/log.ts';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import {
  ACCEPT_KEY, BLOCK_KEY, count, END_KEY, housedIn, nationKey, peopleWords, shelterKey, squareKey, tokenWords,
} from './classify.ts';

export type T = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;
export const NO_TARGETS: T = { targets: new Map(), selected: [], onTarget: () => {} };

/** A button while a move acts on it, else a plain element with the same look. */
function Tap({ k, t, className, label, children, flipId }: { k: string; t: T; className: string; label: string; children: React.ReactNode; flipId?: string }) {
  const moves = t.targets.get(k);
  const described = useId();
  if (!moves) return <div className={className} role="group" aria-label={label} data-flip-id={flipId}>{children}</div>;
  const selected = t.selected.includes(k);
  return (
    <button type="button" data-target={k} data-flip-id={flipId} className={`${className} target${selected ? ' selected' : ''}`} aria-pressed={selected} aria-describedby={described} onClick={() => t.onTarget(k)}>
      {children}
      {/* The label is part of the name (a square with nothing drawn on it has no other); it follows
          whatever the button shows, so the visible text stays in the name too (WCAG 2.5.3). */}
      <span className="sr-only">{` ${label}`}</span>
      <span id={described} hidden>{`${count(moves.length, 'move')}.`}</span>
    </button>
  );
}

/** A person: a disc in their native nation's colour carrying that nation's shape. */
export function Person({ native, names }: { native: number; names: string[] }) {
  const m = seatMark(native);
  return (
    <span className="dp-person" style={{ background: m.colour }} title={`A person from ${names[native] ?? `Nation ${native + 1}`}`}>
      <span aria-hidden="true">{m.symbol}</span>
    </span>
  );
}

/** People listed in words for screen readers: "3 people: 2 from Ana, 1 from Ben". */
function peopleLabel(people: readonly number[], names: string[]): string {
  if (people.length === 0) return 'nobody';
  const by = new Map<number, number>();
  for (const p of people) by.set(p, (by.get(p) ?? 0) + 1);
  return `${peopleWords(people.length)}: ${[...by].map(([n, k]) => `${k} from ${names[n] ?? `Nation ${n + 1}`}`).join(', ')}`;
}

export function RegionCard({ c, region }: { c: DisplacementContent; region: number }) {
  const r = c.regions[region];
  if (!r) return null;
  const attrs = r.attributes.map((a) => c.attributes.find((x) => x.id === a)?.name ?? a);
  return (
    <div className="dp-region" role="group" aria-label={`Region card ${r.name}: ${attrs.join(', ')}`}>
      <span className="dp-card-kind">region</span>
      <strong>{r.name}</strong>
      <span className="dp-attrs">{attrs.join(' · ')}</span>
    </div>
  );
}

export function GoalCard({ c, goal, own }: { c: DisplacementContent; goal: number; own: boolean }) {
  const g = goal >= 0 ? c.goals[goal] : undefined;
  if (!g) {
    return (
      <div className="dp-goal face-down" role="group" aria-label="Secret goal card, face down">
        <span className="dp-card-kind">goal</span>
        <strong>Secret goal</strong>
        <span className="dp-goal-text">Face down until the end</span>
      </div>
    );
  }
  return (
    <div className="dp-goal" role="group" aria-label={`${own ? 'Your secret goal' : 'Goal'}: ${g.name}. ${g.text}`}>
      <span className="dp-card-kind">{own ? 'your secret goal' : 'goal'}</span>
      <strong>{g.name}</strong>
      <span className="dp-goal-text">{g.text}</span>
    </div>
  );
}

/** A nation's grid of squares, read from the top left. */
export function Grid({ v, n, names, t }: { v: Pick<DisplacementView, 'grid'>; n: number; names: string[]; t: T }) {
  const squares = v.grid[n];
  const cols = Math.ceil(Math.sqrt(squares.length));
  return (
    <div className="dp-grid" style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }} role="group" aria-label={`${names[n] ?? `Nation ${n + 1}`}'s board: ${count(squares.filter((s) => s !== null).length, 'community', 'communities')} on ${squares.length} squares`}>
      {squares.map((sq, i) => {
        const label = sq === null ? `Square ${i + 1}: empty` : `Square ${i + 1}: a community, home to ${peopleLabel(sq, names)}`;
        return (
          <Tap key={i} k={squareKey(n, i)} t={t} className={`dp-square${sq === null ? ' empty' : ' community'}`} label={label}>
            {sq === null ? <span className="dp-empty" aria-hidden="true">empty</span> : (
              <span className="dp-home" aria-hidden="true">
                {sq.map((p, j) => <Person key={j} native={p} names={names} />)}
              </span>
            )}
          </Tap>
        );
      })}
    </div>
  );
}

/** The scenario card drawn this turn, with who its Safe Regions protect. */
export function ScenarioCardFace({ c, card, regions, names, t }: { c: DisplacementContent; card: number; regions: readonly number[]; names: string[]; t: T }) {
  const s = c.scenarios[card];
  if (!s) return null;
  const cost = blockCost(s);
  const safe = 'safe' in s ? s.safe : [];
  const safeNames = safe.map((a) => c.attributes.find((x) => x.id === a)?.name ?? a);
  const safeNations = regions.flatMap((r, n) => (safe.length > 0 && isSafe(c, r, safe) ? [n] : []));
  return (
    <div className="dp-scenario" data-flip-id={`scenario:${card}`} role="group" aria-label={`Scenario ${s.name}`}>
      <span className="dp-card-kind">scenario</span>
      <strong className="dp-scenario-name">{s.name}</strong>
      <span className="dp-scenario-text">{s.text}</span>
      <span className="dp-effect"><b>If not blocked:</b> {effectText(c, s)}</span>
      {safeNames.length > 0 && (
        <span className="dp-safe">
          <b>Safe regions:</b> {safeNames.join(', ')}
          {' — '}{safeNations.length > 0 ? `safe now: ${safeNations.map((n) => `${seatMark(n).symbol} ${names[n] ?? `Nation ${n + 1}`}`).join(', ')}` : 'no nation at this table is safe'}
        </span>
      )}
      <span className="dp-cost">{cost === null ? 'Cannot be blocked' : `Cost to block: ${tokenWords(cost)}`}</span>
      {(t.targets.has(BLOCK_KEY) || t.targets.has(ACCEPT_KEY)) && (
        <span className="dp-scenario-moves">
          {t.targets.has(BLOCK_KEY) && <Tap k={BLOCK_KEY} t={t} className="dp-button block" label={`Block ${s.name} for ${tokenWords(cost ?? 0)}`}>Block ({tokenWords(cost ?? 0)})</Tap>}
          {t.targets.has(ACCEPT_KEY) && <Tap k={ACCEPT_KEY} t={t} className="dp-button" label={`Face ${s.name}`}>Face it</Tap>}
        </span>
      )}
    </div>
  );
}

function Nation({ v, c, n, names, t }: { v: DisplacementView; c: DisplacementContent; n: number; names: string[]; t: T }) {
  const m = seatMark(n);
  const name = names[n] ?? `Nation ${n + 1}`;
  const own = v.viewer === n;
  const active = v.current === n && v.phase !== 'over';
  const won = v.winners.includes(n);
  const displaced = v.displaced[n];
  const affected = v.last?.affected.includes(n) ?? false;
  return (
    <section className={`dp-nation${active ? ' active' : ''}`} style={{ borderColor: m.colour }} aria-label={`${name}${own && !/\byou\b/.test(name) ? ' (you)' : ''}`}>
      <Tap k={nationKey(n)} t={t} className="dp-nation-head" label={`Hand a displaced person to ${name}`}>
        <span className="dp-seat" style={{ background: m.colour }} aria-hidden="true">{m.symbol}</span>
        <strong>{name}{own && !/\byou\b/.test(name) ? ' (you)' : ''}</strong>
        <span className="dp-tokens">{tokenWords(v.tokens[n])}</span>
        {active && <span className="dp-tag">their turn</span>}
        {won && <span className="dp-tag won">goal fulfilled</span>}
        {affected && !won && <span className="dp-tag">hit by the last scenario</span>}
        {t.targets.has(nationKey(n)) && <span className="dp-tag give">hand a person here</span>}
      </Tap>
      <div className="dp-cards">
        <RegionCard c={c} region={v.region[n]} />
        <GoalCard c={c} goal={v.goal[n]} own={own} />
        {v.held[n].map((h) => (
          <div key={h.card} className="dp-held" data-flip-id={`scenario:${h.card}`} role="group" aria-label={`Stock Market Crash held: no income for ${count(h.turns, 'more turn')}`}>
            <span className="dp-card-kind">held</span>
            <strong>{c.scenarios[h.card]?.name ?? 'Scenario'}</strong>
            <span>no income · {count(h.turns, 'turn')} left</span>
          </div>
        ))}
      </div>
      <Grid v={v} n={n} names={names} t={t} />
      <p className="dp-figures">{peopleWords(housedIn(v, n))} housed · {peopleWords(displaced.length)} displaced</p>
      <div className="dp-displaced" role="group" aria-label={`Displaced in ${name}: ${peopleLabel(displaced, names)}`}>
        <span className="dp-zone-title">Displaced</span>
        <span className="dp-people" aria-hidden="true">
          {displaced.length === 0 ? <span className="dp-none">nobody</span> : displaced.map((p, j) => <Person key={j} native={p} names={names} />)}
        </span>
        {t.targets.has(shelterKey(n)) && (
          <Tap k={shelterKey(n)} t={t} className="dp-button" label={`Pay emergency shelter for ${peopleWords(displaced.length)}`}>
            Emergency shelter ({tokenWords(displaced.length * c.rules.shelterCost)})
          </Tap>
        )}
      </div>
    </section>
  );
}

export function DisplacementBoard({ snapshot, targets, selected, onTarget }: BoardProps) {
  const v = snapshot.view as DisplacementView;
  const c = contentOf(v);
  const t: T = { targets, selected, onTarget };
  const names = Array.from({ length: v.players }, (_, n) => snapshot.names[n] ?? `Nation ${n + 1}`);
  const last = v.last && v.last.card !== v.scenario ? c.scenarios[v.last.card] : undefined;
  return (
    <section className="board dp-board" aria-label="Displacement table">
      <div className="dp-common">
        <div className="dp-table-info">
          <span className="dp-round">Round {v.round} of {c.rules.rounds}</span>
          <span className="dp-deck" role="group" aria-label={`Scenario deck: ${count(v.deckCount, 'card')}`}>Deck: {count(v.deckCount, 'card')}</span>
          <span className="dp-deck" role="group" aria-label={`Discard pile: ${count(v.discard.length, 'card')}`}>Discarded: {count(v.discard.length, 'card')}</span>
          {/* The top of the discard pile carries the card's flip id: a used scenario is seen going there. */}
          {v.discard.length > 0 && c.scenarios[v.discard[v.discard.length - 1]] && (
            <span className="dp-note dp-discard-top" data-flip-id={`scenario:${v.discard[v.discard.length - 1]}`}>On top of the discard pile: {c.scenarios[v.discard[v.discard.length - 1]].name}</span>
          )}
          {/* The same flip id as the card it was: a resolved scenario is seen going to the discard. */}
          {last && v.last && <span className="dp-note dp-last" data-flip-id={`scenario:${v.last.card}`}>Last scenario: {last.name}{v.last.blocked ? ' (blocked)' : ''}</span>}
        </div>
        {v.scenario >= 0
          ? <ScenarioCardFace c={c} card={v.scenario} regions={v.region} names={names} t={t} />
          : <p className="dp-note">No scenario is drawn right now.</p>}
        {v.scenario >= 0 && v.last?.card === v.scenario && !targets.has(BLOCK_KEY) && (
          <p className="dp-note">{v.last.blocked ? 'This scenario was blocked: it harms nobody.' : v.last.affected.length > 0 ? `It struck ${v.last.affected.map((n) => names[n]).join(', ')}.` : 'It harmed nobody.'}</p>
        )}
        {targets.has(END_KEY) && <Tap k={END_KEY} t={t} className="dp-button end" label="End your turn">End turn</Tap>}
      </div>
      <div className="dp-nations">
        {seatsFrom(v.viewer, v.players).map((n) => <Nation key={n} v={v} c={c} n={n} names={names} t={t} />)}
      </div>
    </section>
  );
}
