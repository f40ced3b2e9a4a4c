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
import { pick, textIn, type Lang } from '../../../engine/lang.ts';
import { contentOf, familyScore, networkOf, type BorderlinesContent, type BorderlinesView } from '../../../games/borderlines/index.ts';
import { Die } from '../Die.tsx';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { seatMark } from '../../table/log.ts';
import { aidKey, FINISH_KEY, offerKey, PASS_KEY, PAY_KEY, SELL_KEY, slotKey } from './classify.ts';
import { mapLayout, MIN_TEXT_UNITS } from './layout.ts';
import { MapView } from './MapView.tsx';
import { AidCardBack, AidCardFace, BoatIcon, BorderTokenShape, FamilyMark, MarketCardFace, marketCardLabel, RouletteWheel, rouletteLegend, WarCardFace } from './parts.tsx';
import { aidName, cardWords, countIn, deaths, familyName, listWords, money, people, placeName, theFamily, tr, type Tr } from './words.ts';

/** What a piece needs to act and speak: the moves, the selection, and the reader's language (BL-D42). */
type Moves = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;
type T = Moves & { lang: Lang; tr: Tr };

/** Whether a target fits every element selected so far: some move acts on it and on each of them. */
export function fitsSelection(t: Moves, key: string): boolean {
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
      <span id={described} hidden>{t.tr('board.pieceMoves', { label, moves: countIn(t.tr, moves.length, 'move') })}</span>
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
function roundPlans(c: BorderlinesContent, lang: Lang): Array<{ round: number; items: string[]; war: boolean }> {
  const t = tr(lang);
  let wars = 0;
  return c.schedule.map((plan, r) => ({
    round: r + 1,
    war: plan.warPhase,
    items: plan.events.map((e) => {
      if (e.kind === 'war') {
        const card = c.warCards[wars++];
        return card ? t('track.war', { name: pick(card.name, lang) }) : t('track.warCard');
      }
      if (e.kind === 'camp') return t('track.camp');
      if (e.kind === 'aid') return t('track.aid', { n: c.rules.aidOffered });
      return t('track.border', { group: e.group });
    }),
  }));
}

function EventTrack({ v, c, lang }: { v: BorderlinesView; c: BorderlinesContent; lang: Lang }) {
  const t = tr(lang);
  // On a narrow screen the track scrolls sideways: keep the current round in view, with a little of the
  // one before it. Only the track's own box moves, never the page.
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => {
      const box = wrap.current;
      const now = box?.querySelector<HTMLElement>('.bl-round.now');
      if (!box || !now || box.scrollWidth <= box.clientWidth) return;
      const from = box.getBoundingClientRect();
      const at = now.getBoundingClientRect();
      if (at.left >= from.left && at.right <= from.right) return;
      box.scrollLeft += at.left - from.left - 24;
    };
    show();
    // A phone turned on its side (or a window made narrow) makes the track scroll: show the round again.
    window.addEventListener('resize', show);
    return () => window.removeEventListener('resize', show);
  }, [v.round]);
  return (
    <div className="bl-track-wrap" ref={wrap} tabIndex={0} role="region" aria-label={t('track.region')}>
      <ol className="bl-track">
        {roundPlans(c, lang).map((r) => {
          const now = r.round === v.round && v.phase !== 'over';
          const past = r.round < v.round || v.phase === 'over';
          return (
            <li key={r.round} className={`bl-round${now ? ' now' : ''}${past ? ' past' : ''}`} aria-current={now ? 'step' : undefined}>
              <span className="bl-round-head">{t('track.round', { round: r.round })}{now ? t('track.now') : past ? ' ✓' : ''}</span>
              <ul>
                {r.items.map((item, i) => <li key={i}>{item}</li>)}
                {r.war && <li className="bl-round-war">{t('track.warPhase')}</li>}
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
  const tt = t.tr;
  return (
    <section className="bl-box bl-market" aria-label={tt('market.title')}>
      <h2>{tt('market.title')}</h2>
      <ol className="bl-slots">
        {v.market.map((id, slot) => {
          const price = c.priceSlots[slot] ?? 0;
          const card = c.blackMarket[id];
          const chosen = v.stage === 'pay' && v.chosen === slot && v.phase === 'action';
          return (
            <li key={slot} className="bl-slot-cell">
              {card ? (
                <Piece k={slotKey(slot)} t={t} flipId={`bmcard:${id}`} className={`bl-mcard${chosen ? ' chosen' : ''}`} label={`${marketCardLabel(card, price, t.lang)}${chosen ? tt('market.chosen') : ''}`}>
                  <MarketCardFace card={card} price={price} lang={t.lang} />
                  {chosen && <span className="bl-chosen">{tt('market.chosenTag')}</span>}
                </Piece>
              ) : (
                <div className="bl-mcard empty" role="group" aria-label={tt('market.slotUsed', { price: money(price) })}>
                  <span className="bl-price">{money(price)}</span>
                  <span className="bl-empty-words">{tt('market.beingUsed')}</span>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="bl-note">
        {tt('market.note', { price: money(c.priceSlots[0] ?? 0) })}
        {' '}{tt('market.deck', { cards: countIn(tt, deck, 'card') })}
      </p>
      {v.used.length > 0 && (
        <div className="bl-used" role="group" aria-label={tt('market.usedPile', { cards: countIn(tt, v.used.length, 'card') })}>
          <span className="bl-note">{tt('market.used')}</span>
          {v.used.map((id) => {
            const card = c.blackMarket[id];
            return card ? <span key={id} className="bl-used-card" data-flip-id={`bmcard:${id}`}>{card.people}×{card.steps}{card.boat ? tt('market.boat') : ''}</span> : null;
          })}
        </div>
      )}
      <Control k={PASS_KEY} t={t} label={tt('market.pass')}>{tt('market.pass')}</Control>
    </section>
  );
}

/** The action under way: the card being carried out, what is left of it, the person on the way. */
function ActionPanel({ v, c, t, names }: { v: BorderlinesView; c: BorderlinesContent; t: T; names: string[] }) {
  const { lang, tr: tt } = t;
  const count = (n: number, word: string) => countIn(tt, n, word);
  if (v.phase === 'aid') {
    const choosing = [...Array(v.players).keys()].filter((p) => (v.aidOfferCount[p] ?? 0) > 0);
    return (
      <section className="bl-box bl-action" aria-label={tt('action.aid')}>
        <h2>{tt('action.aidTitle')}</h2>
        <p className="bl-note">{tt('action.aidNote', { who: choosing.length ? listWords(choosing.map((p) => theFamily(c, p, lang)), lang) : tt('action.nobody') })}</p>
      </section>
    );
  }
  if (v.phase === 'over') {
    return (
      <section className="bl-box bl-action" aria-label={tt('action.end')}>
        <h2>{tt('action.endTitle')}</h2>
        <p className="bl-note">{tt('action.endNote', { rounds: count(c.schedule.length, 'round') })}</p>
      </section>
    );
  }
  const who = names[v.turn] ?? tt('words.player', { n: v.turn + 1 });
  const card = v.card >= 0 ? c.blackMarket[v.card] : null;
  return (
    <section className="bl-box bl-action" aria-label={tt('action.region')}>
      <h2><span><FamilyMark seat={v.turn} /> {tt('action.title', { family: tt('words.TheFamily', { name: familyName(c, v.turn, lang) }) })}</span> <span className="bl-who bl-player">{who}</span></h2>
      {v.stage === 'market' && <p className="bl-note">{tt('action.choosing', { aid: (v.bonusPeople || v.bonusSteps) ? tt('action.aidPlayed', { what: [v.bonusPeople ? `+${people(v.bonusPeople, lang)}` : '', v.bonusSteps ? `+${count(v.bonusSteps, 'step')}` : ''].filter(Boolean).join(tt('words.listComma')) }) : '' })}</p>}
      {v.stage === 'pay' && (
        <p className="bl-note">
          {tt('action.buying', { price: money(c.priceSlots[v.chosen] ?? 0), cash: money(v.money[v.turn] ?? 0), houses: count(v.houses[v.turn] ?? 0, 'house'), value: money(c.rules.houseValue) })}
        </p>
      )}
      {card && (
        <div className="bl-carrying">
          <div className="bl-mcard carried" data-flip-id={`bmcard:${v.card}`} role="group" aria-label={tt('action.carried', { card: cardWords(card, v.bonusPeople, v.bonusSteps, lang) })}>
            <MarketCardFace card={{ ...card, people: card.people + v.bonusPeople, steps: card.steps + v.bonusSteps }} lang={lang} />
          </div>
          <ul className="bl-left">
            <li>{v.boating ? tt('action.landOver') : v.peopleLeft === 0 ? tt('action.nobodyElse') : tt('action.mayStill', { people: people(v.peopleLeft, lang) })}</li>
            {card.boat && <li><BoatIcon /> {tt('action.tripsLeft', { trips: count(v.boatsLeft, 'boatTrip') })}</li>}
            {v.walker && <li className="bl-onway">{tt('action.onWay', { path: v.walker.path.map((q) => placeName(c, q, lang)).join(' → '), left: count(v.walker.left, 'moreStep') })}</li>}
          </ul>
        </div>
      )}
      <div className="bl-controls">
        <Control k={SELL_KEY} t={t} label={tt('action.sellLabel', { value: money(c.rules.houseValue) })}>{tt('action.sell', { value: money(c.rules.houseValue) })}</Control>
        <Control k={PAY_KEY} t={t} label={tt('action.payLabel')}>{tt('action.pay', { price: money(c.priceSlots[v.chosen] ?? 0) })}</Control>
        <Control k={FINISH_KEY} t={t} label={tt('action.finish')}>{tt('action.finish')}</Control>
      </div>
    </section>
  );
}

/** The viewer's own aid cards: kept (played from here) and, at an aid event, offered (kept from here). */
function Hand({ v, c, t }: { v: BorderlinesView; c: BorderlinesContent; t: T }) {
  const net = networkOf(v);
  const { lang, tr: tt } = t;
  if (v.myAid === null || v.myOffer === null) return null;
  if (v.myAid.length === 0 && v.myOffer.length === 0) {
    return (
      <section className="bl-box bl-hand" aria-label={tt('hand.region')}>
        <h2>{tt('hand.title')}</h2>
        <p className="bl-note">{tt('hand.none', { rounds: listWords(c.schedule.flatMap((r, i) => (r.events.some((e) => e.kind === 'aid') ? [tt('hand.round', { n: i + 1 })] : [])), lang) })}</p>
      </section>
    );
  }
  return (
    <section className="bl-box bl-hand" aria-label={tt('hand.region')}>
      {v.myOffer.length > 0 && (
        <>
          <h2>{tt('hand.offered')}</h2>
          <div className="bl-cards">
            {v.myOffer.map((id) => {
              const kind = net.aidCards[id];
              return (
                <Piece key={id} k={offerKey(kind)} t={t} flipId={`aidcard:${id}`} className="bl-aid" label={tt('hand.offeredLabel', { name: aidName(c, kind, lang) })}>
                  <AidCardFace c={c} kind={kind} lang={lang} />
                </Piece>
              );
            })}
          </div>
        </>
      )}
      {v.myAid.length > 0 && (
        <>
          <h2>{tt('hand.title')}</h2>
          <div className="bl-cards">
            {v.myAid.map((id) => {
              const kind = net.aidCards[id];
              return (
                <Piece key={id} k={aidKey(kind)} t={t} flipId={`aidcard:${id}`} className="bl-aid" label={tt('hand.yoursLabel', { name: aidName(c, kind, lang) })}>
                  <AidCardFace c={c} kind={kind} lang={lang} />
                </Piece>
              );
            })}
          </div>
          <p className="bl-note">{tt('hand.note')}</p>
        </>
      )}
    </section>
  );
}

/** The roulette and its last spin, with the game's own words for what came of it. */
function Roulette({ v, c, snapshot, lang }: { v: BorderlinesView; c: BorderlinesContent; snapshot: BoardProps['snapshot']; lang: Lang }) {
  const t = tr(lang);
  const spin = v.lastSpin;
  const fresh = snapshot.lastEvents.some((e) => e.kind === 'boat' || e.kind === 'traffic');
  const told = [...snapshot.log].reverse().find((e) => e.kind === 'boat' || e.kind === 'traffic');
  const legend = rouletteLegend(c, lang);
  let result = t('roulette.notYet');
  if (spin) {
    const seg = c.roulette[spin.segment];
    const family = theFamily(c, spin.family, lang);
    const what = spin.use === 'boat'
      ? t('roulette.boat', { from: placeName(c, spin.from, lang), to: placeName(c, spin.to, lang), family, fate: seg.boat === 'safe' ? t('roulette.safe') : seg.boat === 'return' ? t('roulette.back') : t('roulette.lostSea') })
      : t('roulette.red', { place: placeName(c, spin.to, lang), family, what: seg.fee === null ? t('roulette.personLost') : t('roulette.fee', { money: money(seg.fee) }) });
    // The game's own words for it, in the reader's language, when the log holds them.
    const text = told ? textIn(told.text, told.texts, lang) : '';
    result = told && text.includes(placeName(c, spin.to, lang)) ? text : what;
  }
  return (
    <section className="bl-box bl-roulette" aria-label={t('roulette.region')}>
      <h2>{t('roulette.region')}</h2>
      <div className="bl-roulette-row">
        <RouletteWheel c={c} landed={spin ? spin.segment : null} spin={fresh} spinKey={fresh ? snapshot.version : 'still'} />
        <div>
          <p className="bl-spin-result" aria-live="polite"><b>{t('roulette.last')}</b> {result}</p>
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

function War({ v, c, names, lang }: { v: BorderlinesView; c: BorderlinesContent; names: string[]; lang: Lang }) {
  const t = tr(lang);
  const net = networkOf(v);
  const toCome = c.warCards.length - v.war.length;
  const round = lastWarRound(v, c);
  return (
    <section className="bl-box bl-war" aria-label={t('war.region')}>
      <h2>{t('war.title')}</h2>
      {v.war.length === 0 ? <p className="bl-note">{t('war.none')}</p> : (
        <ol className="bl-war-cards">
          {v.war.map((w, i) => (
            <li key={i} className={`bl-war-card${w.shown ? '' : ' facedown'}`}>
              <WarCardFace c={c} index={i} zone={w.zone} shown={w.shown} lang={lang} />
            </li>
          ))}
        </ol>
      )}
      {toCome > 0 && <p className="bl-note">{t('war.toCome', { cards: countIn(t, toCome, 'moreWarCard'), rounds: listWords(c.schedule.flatMap((r, i) => (r.warPhase ? [String(i + 1)] : [])), lang) })}</p>}
      {v.lastWar.length > 0 && (
        <div className="bl-dice-box">
          <h3>{t('war.dice', { round: round ? t('war.diceRound', { round }) : '' })}</h3>
          <ul className="bl-dice-list">
            {v.lastWar.map((roll, i) => {
              const sum = roll.rolls.reduce((s, x) => s + x, 0);
              return (
                <li key={i}>
                  <span className="bl-dice-who">
                    <FamilyMark seat={roll.family} /> {t('war.rollWho', {
                      family: t('families.familyWord', { name: familyName(c, roll.family, lang) }), who: names[roll.family] ?? t('words.player', { n: roll.family + 1 }),
                      place: placeName(c, net.zonePlaces[roll.zone], lang), card: c.warCards[roll.warCard] ? pick(c.warCards[roll.warCard].name, lang) : t('war.war'),
                    })}
                  </span>
                  <span className="bl-dice">
                    {roll.rolls.map((d, k) => <Die key={k} value={d} rollKey={`${round}-${i}-${k}`} label={t('war.die', { d })} />)}
                  </span>
                  <span className="bl-dice-sum">{roll.deaths === 0 ? t('war.sumNobody', { sum }) : t('war.sumDied', { sum, people: people(roll.deaths, lang) })}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

function Families({ v, c, snapshot, lang }: { v: BorderlinesView; c: BorderlinesContent; snapshot: BoardProps['snapshot']; lang: Lang }) {
  const t = tr(lang);
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
          <article key={p} className={`bl-family${active ? ' active' : ''}${mine ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={t('families.label', { family: t('words.TheFamily', { name: familyName(c, p, lang) }), who: names[p] ?? t('words.player', { n: p + 1 }) })}>
            <h3>
              <FamilyMark seat={p} size={22} /> {t('families.familyWord', { name: familyName(c, p, lang) })}
              <span className="bl-who bl-player">{names[p] ?? t('words.player', { n: p + 1 })}</span>
              {v.starter === p && v.phase !== 'over' && <span className="bl-starter">{t('families.starter')}</span>}
              {active && <span className="bl-to-move">{v.phase === 'aid' ? t('families.choosingAid') : t('families.toMove')}</span>}
            </h3>
            <dl className="bl-tally">
              <div><dt>{t('families.alive')}</dt><dd>{score.alive}</dd></div>
              <div><dt>{t('families.inEurope')}</dt><dd>{score.inEurope}</dd></div>
              <div><dt>{t('families.died')}</dt><dd>{d.all}</dd></div>
              <div><dt>{t('families.money')}</dt><dd>{money(v.money[p] ?? 0)}</dd></div>
              <div><dt>{t('families.houses')}</dt><dd>{v.houses[p] ?? 0}</dd></div>
              <div><dt>{t('families.points')}</dt><dd>{score.points}</dd></div>
            </dl>
            {d.all > 0 && <p className="bl-causes">{t('families.causes', { war: d.war, sea: d.sea, traffickers: d.traffickers })}</p>}
            <div className="bl-family-aid">
              <span className="bl-note">{t('families.aidCards', { n: held })}{mine && held > 0 ? t('families.yourHand') : ''}</span>
              {!mine && Array.from({ length: held }, (_, k) => <AidCardBack key={k} lang={lang} />)}
              {offered > 0 && <span className="bl-note">{t('families.choosingFrom', { cards: countIn(t, offered, 'card') })}</span>}
            </div>
          </article>
        );
      })}
    </div>
  );
}

/** The map's key: every kind of line and piece, in words beside a small drawing. */
export function MapKey({ lang = 'en' }: { lang?: Lang }) {
  const t = tr(lang);
  const line = (cls: string) => (
    <svg className="bl-key-svg" viewBox="0 0 44 20" aria-hidden="true"><line className={cls} x1="2" y1="10" x2="42" y2="10" /></svg>
  );
  return (
    <ul className="bl-key" aria-label={t('key.label')}>
      <li>{line('bl-road')} {t('key.road')}</li>
      <li>{line('bl-road ferry')} {t('key.ferry')}</li>
      <li>{line('bl-lane')} {t('key.lane')}</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 32" aria-hidden="true"><BorderTokenShape x={22} y={16} size={28} group="A" closed={null} /></svg> {t('key.tokenDown')}</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 32" aria-hidden="true"><BorderTokenShape x={22} y={16} size={28} group="A" closed /></svg> {t('key.closed')}</li>
      <li>
        <svg className="bl-key-svg wide" viewBox="0 0 84 28" aria-hidden="true">
          <rect className="bl-city" x="1" y="1" width="82" height="26" rx="5" />
          <rect className="bl-slot" x="5" y="4" width="22" height="20" rx="3" /><rect className="bl-slot" x="31" y="4" width="22" height="20" rx="3" /><rect className="bl-slot red" x="57" y="4" width="22" height="20" rx="3" />
        </svg>
        {t('key.city')}
      </li>
      <li><span className="bl-key-camp" aria-hidden="true">{t('key.campWord')}</span> {t('key.camp')}</li>
      <li><span className="bl-key-star" aria-hidden="true">★</span> {t('key.europe')}</li>
      <li><svg className="bl-key-svg" viewBox="0 0 44 20" aria-hidden="true"><rect className="bl-threat" x="3" y="2" width="38" height="16" rx="5" /></svg> {t('key.threat')}</li>
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

export function BorderlinesBoard({ snapshot, targets, selected, onTarget, lang = 'en' }: BoardProps) {
  const v = snapshot.view as BorderlinesView;
  const c = contentOf(v);
  const words = tr(lang);
  const t: T = { targets, selected, onTarget, lang, tr: words };
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
    <section className="board bl-board" aria-label={words('board.table')}>
      <EventTrack v={v} c={c} lang={lang} />
      <div className="bl-main">
        <div className="bl-map-col">
          <div ref={scroller} className="bl-map-scroll" tabIndex={0} role="region" aria-label={words('board.mapRegion')} style={{ '--bl-map-min': `${Math.ceil((mapLayout(c).width * 12) / MIN_TEXT_UNITS)}px` } as CSSProperties}>
            <MapView v={v} names={names} lang={lang} targets={targets} selected={selected} onTarget={onTarget} fits={(k) => fitsSelection(t, k)} />
          </div>
          <MapKey lang={lang} />
        </div>
        <div className="bl-side">
          <ActionPanel v={v} c={c} t={t} names={names} />
          <Market v={v} c={c} t={t} />
          <Hand v={v} c={c} t={t} />
          <Roulette v={v} c={c} snapshot={snapshot} lang={lang} />
        </div>
      </div>
      <Families v={v} c={c} snapshot={snapshot} lang={lang} />
      <War v={v} c={c} names={names} lang={lang} />
    </section>
  );
}
