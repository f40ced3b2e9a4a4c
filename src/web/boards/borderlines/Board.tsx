/**
 * Borderlines' table: the event track (six rounds and what each brings), the map, the black market
 * in its price slots, the action being carried out, the roulette's last spin, the war cards and the
 * dice of the last war phase, the player's own aid cards, and each family's tallies. It draws the
 * view and marks what the legal moves act on; the table narrows and plays them (targets.ts).
 *
 * Hidden things stay hidden because the view never holds them (BL-D37): other families' aid cards
 * are drawn as backs, face-down border tokens show their letter only, face-down zone cards say so.
 * Every black-market card carries `data-flip-id="bmcard:<id>"` wherever it lies (a price slot, the
 * action, the used pile), and the player's own aid cards `aidcard:<id>`, so the table shows them travel.
 */
import './board.css';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { contentOf, familyScore, networkOf, type BorderlinesContent, type BorderlinesView } from '../../../games/borderlines/index.ts';
import { Die } from '../Die.tsx';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { seatMark } from '../../table/log.ts';
import { aidKey, FINISH_KEY, offerKey, PASS_KEY, PAY_KEY, SELL_KEY, slotKey } from './classify.ts';
import { mapLayout, MIN_TEXT_UNITS } from './layout.ts';
import { MapView } from './MapView.tsx';
import { AidCardBack, AidCardFace, BoatIcon, BorderTokenShape, FamilyMark, MarketCardFace, marketCardLabel, RouletteWheel, rouletteLegend, WarCardFace } from './parts.tsx';
import { cardWords, countOf, deaths, familyName, listWords, money, people, placeName } from './words.ts';

type T = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;

/** Whether a target fits every element selected so far: some move acts on it and on each of them. */
export function fitsSelection(t: T, key: string): boolean {
  if (t.selected.length === 0) return true;
  const mine = t.targets.get(key) ?? [];
  return mine.some((m) => t.selected.every((s) => s === key || (t.targets.get(s) ?? []).some((x) => x.action === m.action)));
}

/** A card or a control that is a button while a move acts on it; otherwise a named group. */
function Piece({ k, t, className, label, flipId, children }: { k: string; t: T; className: string; label: string; flipId?: string; children: ReactNode }) {
  const moves = t.targets.get(k);
  const described = useId();
  if (!moves) return <div className={className} data-flip-id={flipId} role="group" aria-label={label}>{children}</div>;
  const selected = t.selected.includes(k);
  return (
    // The name is what it shows (WCAG 2.5.3, label in name); the fuller label is its description.
    <button type="button" data-target={k} data-flip-id={flipId} className={`${className} target${selected ? ' selected' : ''}${fitsSelection(t, k) ? '' : ' unfit'}`} aria-pressed={selected} aria-describedby={described} onClick={() => t.onTarget(k)}>
      {children}
      <span id={described} hidden>{`${label}. ${countOf(moves.length, 'move')}.`}</span>
    </button>
  );
}

/** A plain button on the board for a move with no piece of its own (pay, sell, buy nothing, end the action). */
function Control({ k, t, children, label }: { k: string; t: T; children: ReactNode; label: string }) {
  const moves = t.targets.get(k);
  if (!moves) return null;
  return (
    <button type="button" className="bl-control target" data-target={k} title={label} onClick={() => t.onTarget(k)}>
      {children}
    </button>
  );
}

/** What each round brings, from the content's schedule (BL-D1); war cards in round order. */
function roundPlans(c: BorderlinesContent): Array<{ round: number; items: string[]; war: boolean }> {
  let wars = 0;
  return c.schedule.map((plan, r) => ({
    round: r + 1,
    war: plan.warPhase,
    items: plan.events.map((e) => {
      if (e.kind === 'war') {
        const card = c.warCards[wars++];
        return card ? `War: ${card.name}` : 'War card';
      }
      if (e.kind === 'camp') return 'Refugee camp';
      if (e.kind === 'aid') return `Aid: keep 1 of ${c.rules.aidOffered}`;
      return `Border check ${e.group}`;
    }),
  }));
}

function EventTrack({ v, c }: { v: BorderlinesView; c: BorderlinesContent }) {
  return (
    <div className="bl-track-wrap" tabIndex={0} role="region" aria-label="Event track">
      <ol className="bl-track">
        {roundPlans(c).map((r) => {
          const now = r.round === v.round && v.phase !== 'over';
          const past = r.round < v.round || v.phase === 'over';
          return (
            <li key={r.round} className={`bl-round${now ? ' now' : ''}${past ? ' past' : ''}`} aria-current={now ? 'step' : undefined}>
              <span className="bl-round-head">Round {r.round}{now ? ' · now' : past ? ' ✓' : ''}</span>
              <ul>
                {r.items.map((item, i) => <li key={i}>{item}</li>)}
                {r.war && <li className="bl-round-war">After the actions: war phase</li>}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Market({ v, c, t }: { v: BorderlinesView; c: BorderlinesContent; t: T }) {
  const inPlay = new Set([...v.market.filter((id) => id >= 0), ...v.used, ...(v.card >= 0 ? [v.card] : [])]);
  const deck = c.blackMarket.length - inPlay.size;
  return (
    <section className="bl-box bl-market" aria-label="Black market">
      <h2>Black market</h2>
      <ol className="bl-slots">
        {v.market.map((id, slot) => {
          const price = c.priceSlots[slot] ?? 0;
          const card = c.blackMarket[id];
          const chosen = v.stage === 'pay' && v.chosen === slot && v.phase === 'action';
          return (
            <li key={slot} className="bl-slot-cell">
              {card ? (
                <Piece k={slotKey(slot)} t={t} flipId={`bmcard:${id}`} className={`bl-mcard${chosen ? ' chosen' : ''}`} label={`${marketCardLabel(card, price)}${chosen ? ', chosen' : ''}`}>
                  <MarketCardFace card={card} price={price} />
                  {chosen && <span className="bl-chosen">chosen</span>}
                </Piece>
              ) : (
                <div className="bl-mcard empty" role="group" aria-label={`${money(price)} slot: its card is being used`}>
                  <span className="bl-price">{money(price)}</span>
                  <span className="bl-empty-words">being used</span>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="bl-note">
        When a card is bought, the dearer cards move one place cheaper and a new card comes in at {money(c.priceSlots[0] ?? 0)}.
        {' '}Deck: {countOf(deck, 'card')}.
      </p>
      {v.used.length > 0 && (
        <div className="bl-used" role="group" aria-label={`Used pile: ${countOf(v.used.length, 'card')}`}>
          <span className="bl-note">Used:</span>
          {v.used.map((id) => {
            const card = c.blackMarket[id];
            return card ? <span key={id} className="bl-used-card" data-flip-id={`bmcard:${id}`}>{card.people}×{card.steps}{card.boat ? ' + boat' : ''}</span> : null;
          })}
        </div>
      )}
      <Control k={PASS_KEY} t={t} label="Buy nothing this round">Buy nothing this round</Control>
    </section>
  );
}

/** The action under way: the card being carried out, what is left of it, the person on the way. */
function ActionPanel({ v, c, t, names }: { v: BorderlinesView; c: BorderlinesContent; t: T; names: string[] }) {
  if (v.phase === 'aid') {
    const choosing = [...Array(v.players).keys()].filter((p) => (v.aidOfferCount[p] ?? 0) > 0);
    return (
      <section className="bl-box bl-action" aria-label="Aid">
        <h2>Aid arrives</h2>
        <p className="bl-note">Each family is offered aid cards and keeps one, in secret. Still choosing: {choosing.length ? listWords(choosing.map((p) => `the ${familyName(c, p)} family`)) : 'nobody'}.</p>
      </section>
    );
  }
  if (v.phase === 'over') {
    return (
      <section className="bl-box bl-action" aria-label="The end">
        <h2>The journey is over</h2>
        <p className="bl-note">All {countOf(c.schedule.length, 'round')} have been played. The results, and the questions to talk about, are above.</p>
      </section>
    );
  }
  const who = `${names[v.turn] ?? `Player ${v.turn + 1}`}`;
  const card = v.card >= 0 ? c.blackMarket[v.card] : null;
  return (
    <section className="bl-box bl-action" aria-label="This action">
      <h2><span><FamilyMark seat={v.turn} /> The {familyName(c, v.turn)} family’s action</span> <span className="bl-who bl-player">{who}</span></h2>
      {v.stage === 'market' && <p className="bl-note">Choosing a black-market card{(v.bonusPeople || v.bonusSteps) ? ` · aid played: ${[v.bonusPeople ? `+${people(v.bonusPeople)}` : '', v.bonusSteps ? `+${countOf(v.bonusSteps, 'step')}` : ''].filter(Boolean).join(', ')}` : ''}.</p>}
      {v.stage === 'pay' && (
        <p className="bl-note">
          Buying the {money(c.priceSlots[v.chosen] ?? 0)} card: {money(v.money[v.turn] ?? 0)} in hand, {countOf(v.houses[v.turn] ?? 0, 'house')} that can be sold for {money(c.rules.houseValue)} each.
        </p>
      )}
      {card && (
        <div className="bl-carrying">
          <div className="bl-mcard carried" data-flip-id={`bmcard:${v.card}`} role="group" aria-label={`Being carried out: ${cardWords(card, v.bonusPeople, v.bonusSteps)}`}>
            <MarketCardFace card={{ ...card, people: card.people + v.bonusPeople, steps: card.steps + v.bonusSteps }} />
          </div>
          <ul className="bl-left">
            <li>{v.boating ? 'Land moves are over' : v.peopleLeft === 0 ? 'Nobody else can set off' : `${people(v.peopleLeft)} may still set off`}</li>
            {card.boat && <li><BoatIcon /> {countOf(v.boatsLeft, 'boat trip')} left</li>}
            {v.walker && <li className="bl-onway">On the way: {v.walker.path.map((q) => placeName(c, q)).join(' → ')} · {countOf(v.walker.left, 'more step', 'more steps')}</li>}
          </ul>
        </div>
      )}
      <div className="bl-controls">
        <Control k={SELL_KEY} t={t} label={`Sell a house for ${money(c.rules.houseValue)}`}>Sell a house (+{money(c.rules.houseValue)})</Control>
        <Control k={PAY_KEY} t={t} label="Pay the smugglers">Pay {money(c.priceSlots[v.chosen] ?? 0)} and set off</Control>
        <Control k={FINISH_KEY} t={t} label="End the action">End the action</Control>
      </div>
    </section>
  );
}

/** The viewer's own aid cards: kept (played from here) and, at an aid event, offered (kept from here). */
function Hand({ v, c, t }: { v: BorderlinesView; c: BorderlinesContent; t: T }) {
  const net = networkOf(v);
  if (v.myAid === null || v.myOffer === null) return null;
  if (v.myAid.length === 0 && v.myOffer.length === 0) {
    return (
      <section className="bl-box bl-hand" aria-label="Your aid cards">
        <h2>Your aid cards</h2>
        <p className="bl-note">None yet. Aid arrives in {listWords(c.schedule.flatMap((r, i) => (r.events.some((e) => e.kind === 'aid') ? [`round ${i + 1}`] : [])))}.</p>
      </section>
    );
  }
  return (
    <section className="bl-box bl-hand" aria-label="Your aid cards">
      {v.myOffer.length > 0 && (
        <>
          <h2>Aid offered to you: keep one</h2>
          <div className="bl-cards">
            {v.myOffer.map((id) => {
              const kind = net.aidCards[id];
              return (
                <Piece key={id} k={offerKey(kind)} t={t} flipId={`aidcard:${id}`} className="bl-aid" label={`Aid card offered: ${c.aid.find((a) => a.kind === kind)?.name ?? kind}`}>
                  <AidCardFace c={c} kind={kind} />
                </Piece>
              );
            })}
          </div>
        </>
      )}
      {v.myAid.length > 0 && (
        <>
          <h2>Your aid cards</h2>
          <div className="bl-cards">
            {v.myAid.map((id) => {
              const kind = net.aidCards[id];
              return (
                <Piece key={id} k={aidKey(kind)} t={t} flipId={`aidcard:${id}`} className="bl-aid" label={`Your aid card: ${c.aid.find((a) => a.kind === kind)?.name ?? kind}`}>
                  <AidCardFace c={c} kind={kind} />
                </Piece>
              );
            })}
          </div>
          <p className="bl-note">Play them at the start of your turn, before choosing a card. Only you can see them.</p>
        </>
      )}
    </section>
  );
}

/** The roulette and its last spin, with the game's own words for what came of it. */
function Roulette({ v, c, snapshot }: { v: BorderlinesView; c: BorderlinesContent; snapshot: BoardProps['snapshot'] }) {
  const spin = v.lastSpin;
  const fresh = snapshot.lastEvents.some((e) => e.kind === 'boat' || e.kind === 'traffic');
  const told = [...snapshot.log].reverse().find((e) => e.kind === 'boat' || e.kind === 'traffic');
  const legend = rouletteLegend(c);
  let result = 'Not spun yet: it decides every boat trip and every red area.';
  if (spin) {
    const seg = c.roulette[spin.segment];
    const fam = `the ${familyName(c, spin.family)} family`;
    const what = spin.use === 'boat'
      ? `Boat from ${placeName(c, spin.from)} to ${placeName(c, spin.to)} (${fam}): ${seg.boat === 'safe' ? '✓ safe' : seg.boat === 'return' ? '↩ turned back' : '✕ lost at sea'}.`
      : `Red area in ${placeName(c, spin.to)} (${fam}): ${seg.fee === null ? '✕ the person is lost' : `the traffickers' fee is ${money(seg.fee)}`}.`;
    // The game's own words for it, when the log holds them.
    result = told && told.text.includes(placeName(c, spin.to)) ? told.text : what;
  }
  return (
    <section className="bl-box bl-roulette" aria-label="Roulette">
      <h2>Roulette</h2>
      <div className="bl-roulette-row">
        <RouletteWheel c={c} landed={spin ? spin.segment : null} spin={fresh} spinKey={fresh ? snapshot.version : 'still'} />
        <div>
          <p className="bl-spin-result" aria-live="polite"><b>Last spin:</b> {result}</p>
          <p className="bl-note">{legend.boats}</p>
          <p className="bl-note">{legend.traffickers}</p>
        </div>
      </div>
    </section>
  );
}

/** The round of the last war phase that rolled dice (BL-R46): the latest war phase already played. */
function lastWarRound(v: BorderlinesView, c: BorderlinesContent): number {
  let r = 0;
  c.schedule.forEach((plan, i) => {
    const round = i + 1;
    if (plan.warPhase && (round < v.round || (v.phase === 'over' && round <= v.round))) r = round;
  });
  return r;
}

function War({ v, c, names }: { v: BorderlinesView; c: BorderlinesContent; names: string[] }) {
  const net = networkOf(v);
  const toCome = c.warCards.length - v.war.length;
  const round = lastWarRound(v, c);
  return (
    <section className="bl-box bl-war" aria-label="The war">
      <h2>War cards</h2>
      {v.war.length === 0 ? <p className="bl-note">No war card yet.</p> : (
        <ol className="bl-war-cards">
          {v.war.map((w, i) => (
            <li key={i} className={`bl-war-card${w.shown ? '' : ' facedown'}`}>
              <WarCardFace c={c} index={i} zone={w.zone} shown={w.shown} />
            </li>
          ))}
        </ol>
      )}
      {toCome > 0 && <p className="bl-note">{countOf(toCome, 'more war card')} to come, one each round. The zones under threat are attacked in the war phases of rounds {listWords(c.schedule.flatMap((r, i) => (r.warPhase ? [String(i + 1)] : [])))}.</p>}
      {v.lastWar.length > 0 && (
        <div className="bl-dice-box">
          <h3>Dice of the war phase{round ? ` in round ${round}` : ''}</h3>
          <ul className="bl-dice-list">
            {v.lastWar.map((roll, i) => {
              const sum = roll.rolls.reduce((s, x) => s + x, 0);
              return (
                <li key={i}>
                  <span className="bl-dice-who">
                    <FamilyMark seat={roll.family} /> {familyName(c, roll.family)} family · {names[roll.family] ?? `Player ${roll.family + 1}`} — {placeName(c, net.zonePlaces[roll.zone])}, {c.warCards[roll.warCard]?.name ?? 'war'}:
                  </span>
                  <span className="bl-dice">
                    {roll.rolls.map((d, k) => <Die key={k} value={d} rollKey={`${round}-${i}-${k}`} label={`Die showing ${d}`} />)}
                  </span>
                  <span className="bl-dice-sum">sum {sum}: {roll.deaths === 0 ? 'nobody died' : `${countOf(roll.deaths, 'person', 'people')} died`}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

function Families({ v, c, snapshot }: { v: BorderlinesView; c: BorderlinesContent; snapshot: BoardProps['snapshot'] }) {
  const names = snapshot.names;
  return (
    <div className="bl-families">
      {seatsFrom(snapshot.viewer, v.players).map((p) => {
        const m = seatMark(p);
        const score = familyScore(v, p);
        const d = deaths(v, p);
        const mine = p === v.viewer;
        const held = v.aidHeldCount[p] ?? 0;
        const offered = v.aidOfferCount[p] ?? 0;
        const active = snapshot.active.includes(p);
        return (
          <article key={p} className={`bl-family${active ? ' active' : ''}${mine ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={`The ${familyName(c, p)} family (${names[p] ?? `Player ${p + 1}`})`}>
            <h3>
              <FamilyMark seat={p} size={22} /> {familyName(c, p)} family
              <span className="bl-who bl-player">{names[p] ?? `Player ${p + 1}`}</span>
              {v.starter === p && v.phase !== 'over' && <span className="bl-starter">starter</span>}
              {active && <span className="bl-to-move">{v.phase === 'aid' ? 'choosing aid' : 'to move'}</span>}
            </h3>
            <dl className="bl-tally">
              <div><dt>Alive</dt><dd>{score.alive}</dd></div>
              <div><dt>In Western Europe</dt><dd>{score.inEurope}</dd></div>
              <div><dt>Died</dt><dd>{d.all}</dd></div>
              <div><dt>Money</dt><dd>{money(v.money[p] ?? 0)}</dd></div>
              <div><dt>Houses</dt><dd>{v.houses[p] ?? 0}</dd></div>
              <div><dt>Points so far</dt><dd>{score.points}</dd></div>
            </dl>
            {d.all > 0 && <p className="bl-causes">Died in the war {d.war} · at sea {d.sea} · to traffickers {d.traffickers}</p>}
            <div className="bl-family-aid">
              <span className="bl-note">Aid cards: {held}{mine && held > 0 ? ' (your hand)' : ''}</span>
              {!mine && Array.from({ length: held }, (_, k) => <AidCardBack key={k} />)}
              {offered > 0 && <span className="bl-note"> · choosing from {countOf(offered, 'card')}</span>}
            </div>
          </article>
        );
      })}
    </div>
  );
}

/** The map's key: every kind of line and piece, in words beside a small drawing. */
export function MapKey() {
  const line = (cls: string) => (
    <svg className="bl-key-svg" viewBox="0 0 44 20" aria-hidden="true"><line className={cls} x1="2" y1="10" x2="42" y2="10" /></svg>
  );
  return (
    <ul className="bl-key" aria-label="Map key">
      <li>{line('bl-road')} road: one step</li>
      <li>{line('bl-road ferry')} long journey or ferry: one step</li>
      <li>{line('bl-lane')} sea lane: a boat trip, one way</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 32" aria-hidden="true"><BorderTokenShape x={22} y={16} size={28} group="A" closed={null} /></svg> border token, face down</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 32" aria-hidden="true"><BorderTokenShape x={22} y={16} size={28} group="A" closed /></svg> closed border</li>
      <li>
        <svg className="bl-key-svg wide" viewBox="0 0 84 28" aria-hidden="true">
          <rect className="bl-city" x="1" y="1" width="82" height="26" rx="5" />
          <rect className="bl-slot" x="5" y="4" width="22" height="20" rx="3" /><rect className="bl-slot" x="31" y="4" width="22" height="20" rx="3" /><rect className="bl-slot red" x="57" y="4" width="22" height="20" rx="3" />
        </svg>
        a city’s three places; the last is its red area (traffickers)
      </li>
      <li><span className="bl-key-camp" aria-hidden="true">camp</span> refugee camp: three more places, no trafficker</li>
      <li><span className="bl-key-star" aria-hidden="true">★</span> Western Europe</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 20" aria-hidden="true"><rect className="bl-threat" x="3" y="2" width="38" height="16" rx="5" /></svg> a zone a war card threatens</li>
    </ul>
  );
}

/**
 * Where a map that scrolls (a phone) should show first: where the player's family is, weighted by
 * its people (at the start, Syria), or the Syrian zones for a spectator.
 */
function focusOf(v: BorderlinesView): { x: number; y: number } {
  const net = networkOf(v);
  const L = mapLayout(net.content);
  const me = typeof v.viewer === 'number' ? v.viewer : -1;
  let x = 0;
  let y = 0;
  let n = 0;
  for (let p = 0; p < net.n; p++) {
    const k = me >= 0 ? (v.city[p]?.[me] ?? 0) + (v.camp[p]?.[me] ?? 0) : net.isZone[p] ? 1 : 0;
    x += L.places[p].x * k;
    y += L.places[p].y * k;
    n += k;
  }
  return n > 0 ? { x: x / n, y: y / n } : { x: L.width / 2, y: L.height / 2 };
}

export function BorderlinesBoard({ snapshot, targets, selected, onTarget }: BoardProps) {
  const v = snapshot.view as BorderlinesView;
  const c = contentOf(v);
  const t: T = { targets, selected, onTarget };
  const names = snapshot.names;
  // On a narrow screen the map scrolls: show the family's people when the board opens and when the player's turn comes.
  const scroller = useRef<HTMLDivElement>(null);
  const myTurn = typeof snapshot.viewer === 'number' && snapshot.active.includes(snapshot.viewer);
  const focusKey = `${v.round}:${myTurn}`;
  const view = useRef(v);
  view.current = v;
  useEffect(() => {
    const centre = (onlyIfUnmoved: boolean) => {
      const el = scroller.current;
      if (!el || el.scrollWidth <= el.clientWidth + 1) return;
      if (onlyIfUnmoved && (el.scrollLeft > 0 || el.scrollTop > 0)) return;
      const f = focusOf(view.current);
      const scale = el.scrollWidth / mapLayout(contentOf(view.current)).width;
      el.scrollLeft = Math.max(0, f.x * scale - el.clientWidth / 2);
      el.scrollTop = Math.max(0, f.y * scale - el.clientHeight / 2);
    };
    // When the turn or the round changes, not at every move: the player may have panned since.
    centre(false);
    // A window that becomes narrow (a phone turned, a resized window) centres a map nobody has panned yet.
    const onResize = () => centre(true);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [focusKey]);
  return (
    <section className="board bl-board" aria-label="Borderlines table">
      <EventTrack v={v} c={c} />
      <div className="bl-main">
        <div className="bl-map-col">
          <div ref={scroller} className="bl-map-scroll" tabIndex={0} role="region" aria-label="Map (scrolls sideways on a small screen)" style={{ '--bl-map-min': `${Math.ceil((mapLayout(c).width * 12) / MIN_TEXT_UNITS)}px` } as CSSProperties}>
            <MapView v={v} names={names} targets={targets} selected={selected} onTarget={onTarget} fits={(k) => fitsSelection(t, k)} />
          </div>
          <MapKey />
        </div>
        <div className="bl-side">
          <ActionPanel v={v} c={c} t={t} names={names} />
          <Market v={v} c={c} t={t} />
          <Hand v={v} c={c} t={t} />
          <Roulette v={v} c={c} snapshot={snapshot} />
        </div>
      </div>
      <Families v={v} c={c} snapshot={snapshot} />
      <War v={v} c={c} names={names} />
    </section>
  );
}
