/**
 * The map (BL-D28) as an SVG: land roads (grey; long journeys and legal ferries dashed grey), sea
 * lanes (blue, dashed, with an arrow: boats go one way), border crossings with their tokens (face
 * down: the letter; closed: a cross), Syrian zones with each family's count, cities with their
 * places (the last one is the red area), refugee camps, starred cities in Western Europe, full
 * cities, war threats and the person on the way. Every family is drawn in its seat colour AND shape.
 *
 * A place a move leads to is a button (`place:<p>`), and so are the player's own people where a move
 * can start (`people:<p>`) and a sea lane a boat can take (`sea:<from>-<to>`): each an SVG element
 * with role="button", in the tab order, named by what it shows, and played with Enter or Space.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { campPlacesAt, networkOf, type BorderlinesView } from '../../../games/borderlines/index.ts';
import { seatMark } from '../../table/log.ts';
import type { LegalChoice } from '../../table/types.ts';
import { laneKey, peopleKey, placeKey, placesTaken } from './classify.ts';
import { CAMP_WORD, CHIP, labelText, mapLayout, SLOT, TEXT, TOKEN, type Box } from './layout.ts';
import { BorderTokenShape, FamilyShape } from './parts.tsx';
import { pick, type Lang } from '../../../engine/lang.ts';
import { countIn, familyName, listWords, theFamily, tr } from './words.ts';

export interface MapProps {
  v: BorderlinesView;
  names: string[];
  /** The reader's language (BL-D42). */
  lang?: Lang;
  targets: Map<string, LegalChoice[]>;
  selected: string[];
  onTarget(key: string): void;
  /** Whether a target still fits the elements selected so far (it stays tappable either way). */
  fits(key: string): boolean;
}

/** An SVG group that is a button while a legal move acts on it, else a plain group with a name. */
function Hit({ k, p, label, className = '', role = 'img', children }: { k: string; p: MapProps; label: string; className?: string; role?: 'img' | 'group' | null; children: ReactNode }) {
  const moves = p.targets.get(k);
  if (!moves) {
    return role === null
      ? <g className={className}>{children}</g>
      : <g className={className} role={role} aria-label={label}>{children}</g>;
  }
  const selected = p.selected.includes(k);
  const act = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      p.onTarget(k);
    }
  };
  return (
    <g
      className={`${className} bl-hit target${selected ? ' selected' : ''}${p.fits(k) ? '' : ' unfit'}`}
      role="button"
      tabIndex={0}
      aria-label={tr(p.lang)('map.moves', { label, moves: countIn(tr(p.lang), moves.length, 'move') })}
      aria-pressed={selected}
      data-target={k}
      onClick={() => p.onTarget(k)}
      onKeyDown={act}
    >
      {children}
    </g>
  );
}

function ring(b: Box, pad = 5) {
  return <rect className="bl-ring" x={b.x - pad} y={b.y - pad} width={b.w + 2 * pad} height={b.h + 2 * pad} rx={10} />;
}

/** Family seats for each taken place of a city (its own places, then each camp's), in seat order. */
function occupants(row: readonly number[]): number[] {
  return row.flatMap((n, f) => Array.from({ length: n }, () => f));
}

export function MapView(p: MapProps) {
  const { v, names } = p;
  const net = networkOf(v);
  const c = net.content;
  const L = mapLayout(c);
  const lang = p.lang ?? 'en';
  const t = tr(lang);
  const name = (q: number) => pick(c.places[q].name, lang);
  const me = typeof v.viewer === 'number' ? v.viewer : -1;
  const who = (f: number) => {
    const family = t('words.familyItem', { name: familyName(c, f, lang) });
    return names[f] ? t('outcome.who', { family, name: names[f] }) : family;
  };
  const threatened = new Map<number, string[]>();
  v.war.forEach((w, i) => {
    if (!w.shown || w.zone < 0) return;
    const place = net.zonePlaces[w.zone];
    threatened.set(place, [...(threatened.get(place) ?? []), c.warCards[i] ? pick(c.warCards[i].name, lang) : t('map.warUnnamed', { n: i + 1 })]);
  });
  const zoneNumber = new Map(net.zonePlaces.map((place, z) => [place, z + 1]));
  const walkerFamily = v.walker ? v.turn : -1;

  const roads = c.roads.map((r, i) => {
    const crossing = net.roadCrossing[i];
    const closed = crossing >= 0 && v.borders[crossing]?.shown && v.borders[crossing]?.closed === true;
    return <path key={`r${i}`} className={`bl-road${r.ferry ? ' ferry' : ''}${closed ? ' closed' : ''}`} d={L.roads[i]} fill="none" />;
  });

  const lanes = c.seaLanes.map((s, i) => {
    const a = net.index.get(s.from)!;
    const b = net.index.get(s.to)!;
    const k = laneKey(a, b);
    return (
      <Hit key={k} k={k} p={p} role={null} className="bl-lane-g" label={t('map.lane', { from: name(a), to: name(b) })}>
        <path className="bl-lane-hit" d={L.lanes[i]} fill="none" />
        <path className="bl-lane" d={L.lanes[i]} markerEnd="url(#bl-arrow)" />
      </Hit>
    );
  });

  const tokens = c.crossings.map((x, i) => {
    const token = v.borders[i];
    if (!token || (token.shown && token.closed === false)) return null; // an open border's token is removed (BL-R14)
    const at = L.tokens[i];
    const crossing = pick(x.name, lang);
    const label = token.shown ? t('map.crossingClosed', { name: crossing }) : t('map.crossingDown', { name: crossing, group: token.group });
    return (
      <g key={`t${i}`} role="img" aria-label={label} data-border={i} data-state={token.shown ? 'closed' : 'face-down'}>
        <title>{token.shown ? t('map.closedTitle', { name: crossing, note: pick(x.note, lang) }) : t('map.downTitle', { name: crossing, group: token.group })}</title>
        <BorderTokenShape x={at.x} y={at.y} size={TOKEN} group={token.group} closed={token.shown ? token.closed : null} />
      </g>
    );
  });

  const places = c.places.map((place, i) => {
    const lay = L.places[i];
    const b = lay.box;
    const zone = place.kind === 'zone';
    const taken = placesTaken(v, i);
    const full = !zone && taken.city >= taken.cityCap && taken.camp >= taken.campCap;
    const threats = threatened.get(i) ?? [];
    const here = (v.city[i] ?? []).map((n, f) => n + (v.camp[i]?.[f] ?? 0));
    const present = here.flatMap((n, f) => (n > 0 ? [t('map.present', { who: who(f), n })] : []));
    const peopleWords = present.length ? listWords(present, lang) : t('map.nobody');
    const country = c.countries.find((x) => x.id === place.country);
    const what = zone
      ? t('map.zone', { n: zoneNumber.get(i), people: peopleWords, threats: threats.length ? t('map.threats', { list: listWords(threats, lang) }) : '' })
      : t('map.city', {
        country: country ? pick(country.name, lang) : place.country, europe: place.star ? t('map.europe') : '', taken: taken.city, cap: taken.cityCap,
        camp: taken.campCap ? t('map.camp', { camp: taken.camp, cap: taken.campCap }) : '', full: full ? t('map.full') : '', people: peopleWords,
      });
    const text = labelText(c, i, false, lang);
    const label = t('map.placeLabel', { label: labelText(c, i, full, lang), what });

    let body: ReactNode;
    let mine: ReactNode = null;
    if (zone) {
      body = (
        <>
          <rect className="bl-zone" x={b.x} y={b.y} width={b.w} height={b.h} rx={9} />
          {c.families.map((_, f) => {
            const n = v.city[i]?.[f] ?? 0;
            if (n === 0) return null;
            const cx = b.x + 4 + (f % 2) * CHIP.w;
            const cy = b.y + 4 + Math.floor(f / 2) * CHIP.h;
            return (
              <g key={f}>
                <FamilyShape seat={f} x={cx + 13} y={cy + CHIP.h / 2} size={18} />
                <text className="bl-count" x={cx + 25} y={cy + CHIP.h / 2 + TEXT.count * 0.36}>{n}</text>
              </g>
            );
          })}
        </>
      );
      if (me >= 0 && p.targets.has(peopleKey(i))) {
        const cx = b.x + 4 + (me % 2) * CHIP.w;
        const cy = b.y + 4 + Math.floor(me / 2) * CHIP.h;
        const chip = { x: cx, y: cy, w: CHIP.w, h: CHIP.h };
        mine = (
          <Hit key={`m${i}`} k={peopleKey(i)} p={p} className="bl-mine" label={t('map.yours', { place: name(i), people: countIn(t, v.city[i]?.[me] ?? 0, 'person') })}>
            {ring(chip, 2)}
            <rect className="bl-hit-area" x={chip.x} y={chip.y} width={chip.w} height={chip.h} />
          </Hit>
        );
      }
    } else {
      const inCity = occupants(v.city[i] ?? []);
      const inCamp = occupants(v.camp[i] ?? []);
      const campCap = campPlacesAt(v, net, i);
      const rowsOpen = Math.ceil(campCap / c.rules.campPlaces);
      const slotAt = (k: number, row: Box | null) => (row ? { x: row.x + 4 + CAMP_WORD + k * SLOT, y: row.y + 4 } : { x: b.x + 4 + k * SLOT, y: b.y + 4 });
      const slots: ReactNode[] = [];
      for (let k = 0; k < c.rules.cityPlaces; k++) {
        const at = slotAt(k, null);
        const red = k === c.rules.cityPlaces - 1;
        slots.push(<rect key={`s${k}`} className={`bl-slot${red ? ' red' : ''}`} x={at.x + 1} y={at.y + 1} width={SLOT - 2} height={SLOT - 2} rx={4} />);
        if (inCity[k] !== undefined) slots.push(<FamilyShape key={`f${k}`} seat={inCity[k]} x={at.x + SLOT / 2} y={at.y + SLOT / 2} size={19} />);
      }
      const camps: ReactNode[] = [];
      lay.campRows.slice(0, rowsOpen).forEach((row, r) => {
        camps.push(<rect key={`c${r}`} className="bl-camp" x={row.x} y={row.y} width={row.w} height={row.h} rx={7} />);
        camps.push(<text key={`w${r}`} className="bl-camp-word" x={row.x + 4 + CAMP_WORD / 2} y={row.y + row.h / 2 + 6} textAnchor="middle">{t('key.campWord')}</text>);
        for (let k = 0; k < c.rules.campPlaces; k++) {
          const at = slotAt(k, row);
          const who2 = inCamp[r * c.rules.campPlaces + k];
          camps.push(<rect key={`cs${r}.${k}`} className="bl-slot camp" x={at.x + 1} y={at.y + 1} width={SLOT - 2} height={SLOT - 2} rx={4} />);
          if (who2 !== undefined) camps.push(<FamilyShape key={`cf${r}.${k}`} seat={who2} x={at.x + SLOT / 2} y={at.y + SLOT / 2} size={19} />);
        }
      });
      body = (
        <>
          <rect className={`bl-city${place.star ? ' star' : ''}${full ? ' full' : ''}`} x={b.x} y={b.y} width={b.w} height={b.h} rx={7} />
          {slots}
          {camps}
        </>
      );
      if (me >= 0 && p.targets.has(peopleKey(i))) {
        // The player's own people here: the places they hold, in the city or its camp.
        const spots: Box[] = [];
        inCity.forEach((f, k) => { if (f === me) spots.push({ ...slotAt(k, null), w: SLOT, h: SLOT }); });
        inCamp.forEach((f, k) => {
          const row = lay.campRows[Math.floor(k / c.rules.campPlaces)];
          if (f === me && row) spots.push({ ...slotAt(k % c.rules.campPlaces, row), w: SLOT, h: SLOT });
        });
        if (spots.length === 0) spots.push(b);
        const x0 = Math.min(...spots.map((s) => s.x));
        const y0 = Math.min(...spots.map((s) => s.y));
        const box = { x: x0, y: y0, w: Math.max(...spots.map((s) => s.x + s.w)) - x0, h: Math.max(...spots.map((s) => s.y + s.h)) - y0 };
        mine = (
          <Hit key={`m${i}`} k={peopleKey(i)} p={p} className="bl-mine" label={t('map.yours', { place: name(i), people: countIn(t, here[me] ?? 0, 'person') })}>
            {ring(box, 2)}
            <rect className="bl-hit-area" x={box.x} y={box.y} width={box.w} height={box.h} />
          </Hit>
        );
      }
    }
    const labelEl = (
      <text className={`bl-label${place.star ? ' star' : ''}`} x={lay.label.x} y={lay.label.y} textAnchor={lay.label.anchor}>
        {text}{full && <tspan className="bl-full">{t('map.fullWord')}</tspan>}
      </text>
    );
    const parts = [b, ...lay.campRows.slice(0, Math.ceil(campPlacesAt(v, net, i) / c.rules.campPlaces))];
    const x0 = Math.min(...parts.map((r) => r.x));
    const y0 = Math.min(...parts.map((r) => r.y));
    const outline = { x: x0, y: y0, w: Math.max(...parts.map((r) => r.x + r.w)) - x0, h: Math.max(...parts.map((r) => r.y + r.h)) - y0 };
    return (
      <g key={`p${i}`} className="bl-place" data-place={i}>
        <Hit k={placeKey(i)} p={p} className="bl-place-g" label={label}>
          {p.targets.has(placeKey(i)) && ring(outline)}
          {/* An invisible target that a phone makes finger-sized (board.css). */}
          {p.targets.has(placeKey(i)) && <rect className="bl-hit-area bl-place-hit" x={outline.x} y={outline.y} width={outline.w} height={outline.h} />}
          {threats.length > 0 && <rect className="bl-threat" x={b.x - 6} y={b.y - 6} width={b.w + 12} height={b.h + 12} rx={12} />}
          {body}
          {zone && (
            <g className="bl-badge">
              <circle cx={b.x} cy={b.y} r={13} />
              <text x={b.x} y={b.y + TEXT.badge * 0.35} textAnchor="middle">{zoneNumber.get(i)}</text>
            </g>
          )}
          {labelEl}
        </Hit>
        {mine}
      </g>
    );
  });

  let walker: ReactNode = null;
  if (v.walker && walkerFamily >= 0) {
    const path = v.walker.path.map((q) => L.places[q]);
    const at = L.places[v.walker.at];
    walker = (
      <g className="bl-walker" role="img" aria-label={t('map.walker', { family: theFamily(c, walkerFamily, lang), path: v.walker.path.map(name).join(' → '), left: countIn(t, v.walker.left, 'moreStep') })}>
        <polyline className="bl-walker-path" points={path.map((q) => `${q.x},${q.y}`).join(' ')} stroke={seatMark(walkerFamily).colour} />
        <circle cx={at.x} cy={at.box.y - 16} r={17} className="bl-walker-halo" />
        <FamilyShape seat={walkerFamily} x={at.x} y={at.box.y - 16} size={24} />
      </g>
    );
  }

  return (
    <svg className="bl-map-svg" viewBox={`0 0 ${L.width} ${L.height}`} role="group" aria-label={t('map.label')}>
      <defs>
        <marker id="bl-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" fill="#1b5e9a" />
        </marker>
      </defs>
      <g aria-hidden="true">{roads}</g>
      <g>{lanes}</g>
      <g>{places}</g>
      <g>{tokens}</g>
      {walker}
    </svg>
  );
}
