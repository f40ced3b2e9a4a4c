/**
 * Displacement's table: the scenario drawn this turn (its cost to block, who is safe, what it does),
 * the deck and discard pile, and every nation: its region card, tokens, secret goal (face down for
 * the others until the end), any Stock Market Crash it holds, its grid of communities with the people
 * living there, and its displaced people. A person is drawn in their native nation's colour and
 * shape, so a migrant keeps both and a class can see who housed whom. Tapping is the main way to
 * move: a square (build, or move someone in), the shelter, another nation (hand a person over), the
 * scenario's Block and Face, End turn. Cards carry `data-flip-id`. Every word is in the reader's
 * language (`lang`, DP-D31): the board's catalogue, and the content's names picked in that language.
 */
import './board.css';
import { useId } from 'react';
import { pick, type Lang } from '../../../engine/index.ts';
import {
  attributeName, blockCost, contentOf, effectText, isSafe, type DisplacementContent, type DisplacementView,
} from '../../../games/displacement/index.ts';
import { seatMark } from '../../table/log.ts';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import {
  ACCEPT_KEY, BLOCK_KEY, END_KEY, housedIn, nationKey, shelterKey, squareKey,
} from './classify.ts';
import { wordsIn, type Words } from './words.ts';

export type T = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;
export const NO_TARGETS: T = { targets: new Map(), selected: [], onTarget: () => {} };

/** A button while a move acts on it, else a plain element with the same look. */
function Tap({ k, t, className, label, children, flipId, lang }: { k: string; t: T; className: string; label: string; children: React.ReactNode; flipId?: string; lang: Lang }) {
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
      <span id={described} hidden>{wordsIn(lang).t('moves', { count: moves.length })}</span>
    </button>
  );
}

/** A person: a disc in their native nation's colour carrying that nation's shape. */
export function Person({ native, names, lang = 'en' }: { native: number; names: string[]; lang?: Lang }) {
  const m = seatMark(native);
  const w = wordsIn(lang);
  return (
    <span className="dp-person" style={{ background: m.colour }} title={w.t('board.personFrom', { nation: names[native] ?? w.nation(native) })}>
      <span aria-hidden="true">{m.symbol}</span>
    </span>
  );
}

/** People listed in words for screen readers: "3 people: 2 from Ana, 1 from Ben". */
function peopleLabel(people: readonly number[], names: string[], w: Words): string {
  if (people.length === 0) return w.t('board.nobody');
  const by = new Map<number, number>();
  for (const p of people) by.set(p, (by.get(p) ?? 0) + 1);
  const list = [...by].map(([n, k]) => w.t('board.fromNation', { count: k, nation: names[n] ?? w.nation(n) })).join(w.t('listSep'));
  return w.t('board.peopleList', { people: w.people(people.length), list });
}

export function RegionCard({ c, region, lang = 'en' }: { c: DisplacementContent; region: number; lang?: Lang }) {
  const r = c.regions[region];
  if (!r) return null;
  const w = wordsIn(lang);
  const name = pick(r.name, lang);
  const attrs = r.attributes.map((a) => attributeName(c, a, lang));
  return (
    <div className="dp-region" role="group" aria-label={w.t('board.regionLabel', { name, attributes: attrs.join(w.t('listSep')) })}>
      <span className="dp-card-kind">{w.t('board.kindRegion')}</span>
      <strong>{name}</strong>
      <span className="dp-attrs">{attrs.join(w.t('board.attrSep'))}</span>
    </div>
  );
}

export function GoalCard({ c, goal, own, lang = 'en' }: { c: DisplacementContent; goal: number; own: boolean; lang?: Lang }) {
  const g = goal >= 0 ? c.goals[goal] : undefined;
  const { t } = wordsIn(lang);
  if (!g) {
    return (
      <div className="dp-goal face-down" role="group" aria-label={t('board.goalFaceDownLabel')}>
        <span className="dp-card-kind">{t('board.kindGoal')}</span>
        <strong>{t('board.secretGoal')}</strong>
        <span className="dp-goal-text">{t('board.faceDownText')}</span>
      </div>
    );
  }
  const name = pick(g.name, lang);
  const text = pick(g.text, lang);
  return (
    <div className="dp-goal" role="group" aria-label={t(own ? 'board.yourGoalLabel' : 'board.goalLabel', { name, text })}>
      <span className="dp-card-kind">{t(own ? 'board.kindYourGoal' : 'board.kindGoal')}</span>
      <strong>{name}</strong>
      <span className="dp-goal-text">{text}</span>
    </div>
  );
}

/** A nation's grid of squares, read from the top left. */
export function Grid({ v, n, names, t, lang = 'en' }: { v: Pick<DisplacementView, 'grid'>; n: number; names: string[]; t: T; lang?: Lang }) {
  const w = wordsIn(lang);
  const squares = v.grid[n];
  const cols = Math.ceil(Math.sqrt(squares.length));
  const label = w.t('board.gridLabel', { nation: names[n] ?? w.nation(n), communities: w.communities(squares.filter((s) => s !== null).length), squares: squares.length });
  return (
    <div className="dp-grid" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }} role="group" aria-label={label}>
      {squares.map((sq, i) => {
        const square = sq === null ? w.t('board.squareEmpty', { n: i + 1 }) : w.t('board.squareHome', { n: i + 1, people: peopleLabel(sq, names, w) });
        return (
          <Tap key={i} k={squareKey(n, i)} t={t} className={`dp-square${sq === null ? ' empty' : ' community'}`} label={square} lang={lang}>
            {sq === null ? <span className="dp-empty" aria-hidden="true">{w.t('board.empty')}</span> : (
              <span className="dp-home" aria-hidden="true">
                {sq.map((p, j) => <Person key={j} native={p} names={names} lang={lang} />)}
              </span>
            )}
          </Tap>
        );
      })}
    </div>
  );
}

/** The scenario card drawn this turn, with who its Safe Regions protect. */
export function ScenarioCardFace({ c, card, regions, names, t, lang = 'en' }: { c: DisplacementContent; card: number; regions: readonly number[]; names: string[]; t: T; lang?: Lang }) {
  const s = c.scenarios[card];
  if (!s) return null;
  const w = wordsIn(lang);
  const name = pick(s.name, lang);
  const cost = blockCost(s);
  const safe = 'safe' in s ? s.safe : [];
  const safeNames = safe.map((a) => attributeName(c, a, lang));
  const safeNations = regions.flatMap((r, n) => (safe.length > 0 && isSafe(c, r, safe) ? [n] : []));
  return (
    <div className="dp-scenario" data-flip-id={`scenario:${card}`} role="group" aria-label={w.t('board.scenarioLabel', { name })}>
      <span className="dp-card-kind">{w.t('board.kindScenario')}</span>
      <strong className="dp-scenario-name">{name}</strong>
      <span className="dp-scenario-text">{pick(s.text, lang)}</span>
      <span className="dp-effect"><b>{w.t('board.ifNotBlocked')}</b> {effectText(c, s, lang)}</span>
      {safeNames.length > 0 && (
        <span className="dp-safe">
          <b>{w.t('board.safeRegions')}</b> {safeNames.join(w.t('listSep'))}
          {' — '}{safeNations.length > 0
            ? w.t('board.safeNow', { list: safeNations.map((n) => `${seatMark(n).symbol} ${names[n] ?? w.nation(n)}`).join(w.t('listSep')) })
            : w.t('board.noneSafe')}
        </span>
      )}
      <span className="dp-cost">{cost === null ? w.t('board.cannotBlock') : w.t('board.costToBlock', { cost: w.tokens(cost) })}</span>
      {(t.targets.has(BLOCK_KEY) || t.targets.has(ACCEPT_KEY)) && (
        <span className="dp-scenario-moves">
          {t.targets.has(BLOCK_KEY) && <Tap k={BLOCK_KEY} t={t} className="dp-button block" label={w.t('board.blockLabel', { name, cost: w.tokens(cost ?? 0) })} lang={lang}>{w.t('board.block', { cost: w.tokens(cost ?? 0) })}</Tap>}
          {t.targets.has(ACCEPT_KEY) && <Tap k={ACCEPT_KEY} t={t} className="dp-button" label={w.t('board.faceLabel', { name })} lang={lang}>{w.t('board.face')}</Tap>}
        </span>
      )}
    </div>
  );
}

/**
 * A seat's name and its closing note in brackets apart ("Player 2" and " (bot · easy)"), and whether the
 * note is "(you)": on a projector a nation's head shows the name and "(you)", never cut, and leaves a
 * bot's note to the seats' row (board.css).
 */
function splitName(name: string): { base: string; note: string; isYou: boolean } {
  const m = /^(.*?)(\s*[(（][^()（）]*[)）])?$/.exec(name);
  const note = m?.[2] ?? '';
  return { base: m && note ? m[1] : name, note, isYou: /[(（](?:you|你)[)）]/.test(note) };
}

function Nation({ v, c, n, names, t, lang }: { v: DisplacementView; c: DisplacementContent; n: number; names: string[]; t: T; lang: Lang }) {
  const w = wordsIn(lang);
  const m = seatMark(n);
  const name = names[n] ?? w.nation(n);
  const own = v.viewer === n;
  const active = v.current === n && v.phase !== 'over';
  const won = v.winners.includes(n);
  const displaced = v.displaced[n];
  const affected = v.last?.affected.includes(n) ?? false;
  const you = own && !/\byou\b|你/.test(name) ? w.t('you') : '';
  // A name that already says so ("Player 1 (you)", a local table's) shows its "(you)" apart too.
  const head = splitName(name + you);
  return (
    <section className={`dp-nation${active ? ' active' : ''}`} style={{ borderColor: m.colour }} aria-label={`${name}${you}`}>
      <Tap k={nationKey(n)} t={t} className="dp-nation-head" label={w.t('board.handTo', { name })} lang={lang}>
        <span className="dp-seat" style={{ background: m.colour }} aria-hidden="true">{m.symbol}</span>
        {/* The note apart from the name: on a projector only the name gives way (board.css). */}
        <strong><span className="dp-name">{head.base}</span>{head.note && <span className={head.isYou ? 'dp-you' : 'dp-name-note'}>{head.note}</span>}</strong>
        <span className="dp-tokens">{w.tokens(v.tokens[n])}</span>
        {(active || won || affected || t.targets.has(nationKey(n))) && (
          <span className="dp-tags">
            {active && <span className="dp-tag">{w.t(own ? 'board.yourTurn' : 'board.theirTurn')}</span>}
            {won && <span className="dp-tag won">{w.t('board.goalFulfilled')}</span>}
            {affected && !won && <span className="dp-tag">{w.t('board.hit')}</span>}
            {t.targets.has(nationKey(n)) && <span className="dp-tag give">{w.t('board.handHere')}</span>}
          </span>
        )}
      </Tap>
      <div className="dp-cards">
        <RegionCard c={c} region={v.region[n]} lang={lang} />
        <GoalCard c={c} goal={v.goal[n]} own={own} lang={lang} />
        {v.held[n].map((h) => (
          <div key={h.card} className="dp-held" data-flip-id={`scenario:${h.card}`} role="group" aria-label={w.t('board.heldLabel', { turns: w.t('moreTurns', { count: h.turns }) })}>
            <span className="dp-card-kind">{w.t('board.kindHeld')}</span>
            <strong>{c.scenarios[h.card] ? pick(c.scenarios[h.card].name, lang) : w.t('board.scenario')}</strong>
            <span>{w.t('board.heldText', { turns: w.t('turnsLeft', { count: h.turns }) })}</span>
          </div>
        ))}
      </div>
      <Grid v={v} n={n} names={names} t={t} lang={lang} />
      <p className="dp-figures">{w.t('board.figures', { housed: w.people(housedIn(v, n)), displaced: w.people(displaced.length) })}</p>
      <div className="dp-displaced" role="group" aria-label={w.t('board.displacedLabel', { name, people: peopleLabel(displaced, names, w) })}>
        <span className="dp-zone-title">{w.t('board.displaced')}</span>
        <span className="dp-people" aria-hidden="true">
          {displaced.length === 0 ? <span className="dp-none">{w.t('board.nobody')}</span> : displaced.map((p, j) => <Person key={j} native={p} names={names} lang={lang} />)}
        </span>
        {t.targets.has(shelterKey(n)) && (
          <Tap k={shelterKey(n)} t={t} className="dp-button" label={w.t('board.shelterLabel', { people: w.people(displaced.length) })} lang={lang}>
            {w.t('board.shelter', { cost: w.tokens(displaced.length * c.rules.shelterCost) })}
          </Tap>
        )}
      </div>
    </section>
  );
}

export function DisplacementBoard({ snapshot, targets, selected, onTarget, lang = 'en' }: BoardProps) {
  const v = snapshot.view as DisplacementView;
  const c = contentOf(v);
  const w = wordsIn(lang);
  const t: T = { targets, selected, onTarget };
  const names = Array.from({ length: v.players }, (_, n) => snapshot.names[n] ?? w.nation(n));
  const last = v.last && v.last.card !== v.scenario ? c.scenarios[v.last.card] : undefined;
  const top = v.discard.length > 0 ? v.discard[v.discard.length - 1] : -1;
  return (
    <section className="board dp-board" aria-label={w.t('board.table')}>
      <div className="dp-common">
        <div className="dp-table-info">
          <span className="dp-round">{v.variants.includes('roundLimit') ? w.t('board.round', { round: v.round, rounds: c.rules.rounds }) : w.t('board.roundOpen', { round: v.round })}</span>
          <span className="dp-deck" role="group" aria-label={w.t('board.deckLabel', { cards: w.cards(v.deckCount) })}>{w.t('board.deck', { cards: w.cards(v.deckCount) })}</span>
          <span className="dp-deck" role="group" aria-label={w.t('board.discardLabel', { cards: w.cards(v.discard.length) })}>{w.t('board.discard', { cards: w.cards(v.discard.length) })}</span>
          {/* The top of the discard pile carries the card's flip id: a used scenario is seen going there. */}
          {top >= 0 && c.scenarios[top] && (
            <span className="dp-note dp-discard-top" data-flip-id={`scenario:${top}`}>{w.t('board.discardTop', { name: pick(c.scenarios[top].name, lang) })}</span>
          )}
          {/* The same flip id as the card it was: a resolved scenario is seen going to the discard. */}
          {last && v.last && <span className="dp-note dp-last" data-flip-id={`scenario:${v.last.card}`}>{w.t(v.last.blocked ? 'board.lastBlocked' : 'board.last', { name: pick(last.name, lang) })}</span>}
        </div>
        {v.scenario >= 0
          ? <ScenarioCardFace c={c} card={v.scenario} regions={v.region} names={names} t={t} lang={lang} />
          : <p className="dp-note">{w.t('board.noScenario')}</p>}
        {v.scenario >= 0 && v.last?.card === v.scenario && !targets.has(BLOCK_KEY) && (
          <p className="dp-note">{v.last.blocked ? w.t('board.wasBlocked') : v.last.affected.length > 0 ? w.t('board.struck', { list: v.last.affected.map((n) => names[n]).join(w.t('listSep')) }) : w.t('board.harmedNobody')}</p>
        )}
        {targets.has(END_KEY) && <Tap k={END_KEY} t={t} className="dp-button end" label={w.t('board.endLabel')} lang={lang}>{w.t('board.end')}</Tap>}
      </div>
      {/* How many nations share a row on a projector (board.css): two take half the row each, more a third. */}
      <div className="dp-nations" data-nations={v.players}>
        {seatsFrom(v.viewer, v.players).map((n) => <Nation key={n} v={v} c={c} n={n} names={names} t={t} lang={lang} />)}
      </div>
    </section>
  );
}
