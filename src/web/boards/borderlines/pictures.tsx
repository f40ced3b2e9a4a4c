/**
 * Small drawings of Borderlines' real components for the how-to-play (docs/how-to-play/borderlines.md
 * shows one where it writes `![words](picture:key)`), drawn with the board's own pieces and the
 * default content. Nothing in them can be tapped, and they carry no `data-flip-id`.
 */
import type { ComponentType } from 'react';
import { isLang, pick, type Lang } from '../../../engine/lang.ts';
import { DEFAULT_CONTENT, type BorderlinesContent } from '../../../games/borderlines/index.ts';
import { useT } from '../../i18n/index.ts';
import { MapKey } from './Board.tsx';
import { CAMP_WORD, CHIP, SLOT } from './layout.ts';
import { AidCardBack, AidCardFace, BorderTokenShape, FamilyMark, FamilyShape, MarketCardFace, RouletteWheel, rouletteLegend, WarCardFace } from './parts.tsx';
import { NS, tr } from './words.ts';

const c: BorderlinesContent = DEFAULT_CONTENT;

/** The page's language (pictures take no props): the how-to-play is read in it (BL-D42). */
function usePageLang(): Lang {
  const { i18n } = useT(NS);
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** A default place's or family's name in `lang`. */
const placeCalled = (id: string, lang: Lang) => pick(c.places.find((p) => p.id === id)!.name, lang);
const familyCalled = (seat: number, lang: Lang) => pick(c.families[seat].name, lang);

function Row({ children }: { children: React.ReactNode }) {
  return <div className="bl-picture">{children}</div>;
}

function card(people: number, steps: number, boat: boolean) {
  return c.blackMarket.find((x) => x.people === people && x.steps === steps && x.boat === boat) ?? c.blackMarket[0];
}

function MarketPicture() {
  const lang = usePageLang();
  return (
    <Row>
      <div className="bl-mcard"><MarketCardFace card={card(3, 2, false)} price={c.priceSlots[0]} lang={lang} /></div>
      <div className="bl-mcard"><MarketCardFace card={card(1, 3, true)} price={c.priceSlots[c.priceSlots.length - 1]} lang={lang} /></div>
    </Row>
  );
}

function FamiliesPicture() {
  const lang = usePageLang();
  return (
    <Row>
      <ul className="bl-picture-list">
        {c.families.map((f, seat) => <li key={seat}><FamilyMark seat={seat} size={24} /> {tr(lang)('picture.family', { name: pick(f.name, lang) })}</li>)}
      </ul>
    </Row>
  );
}

/** A Syrian zone as the map draws it: each family's shape and how many of its people are there. */
function ZonePicture() {
  const w = 2 * CHIP.w + 8;
  const h = 2 * CHIP.h + 8;
  const counts = [3, 2, 3, 1];
  const lang = usePageLang();
  return (
    <Row>
      <svg className="bl-picture-svg" viewBox={`-16 -36 ${w + 32} ${h + 46}`} width={w + 32} height={h + 46} aria-hidden="true">
        <text className="bl-label" x={w / 2} y={-10} textAnchor="middle">{placeCalled('aleppo', lang)}</text>
        <rect className="bl-zone" x={0} y={0} width={w} height={h} rx={9} />
        {counts.map((n, f) => {
          const x = 4 + (f % 2) * CHIP.w;
          const y = 4 + Math.floor(f / 2) * CHIP.h;
          return (
            <g key={f}>
              <FamilyShape seat={f} x={x + 13} y={y + CHIP.h / 2} size={18} />
              <text className="bl-count" x={x + 25} y={y + CHIP.h / 2 + 7}>{n}</text>
            </g>
          );
        })}
        <g className="bl-badge"><circle cx={0} cy={0} r={13} /><text x={0} y={6} textAnchor="middle">1</text></g>
      </svg>
      <p className="bl-picture-note">{tr(lang)('picture.zoneNote', { place: placeCalled('aleppo', lang), a: familyCalled(0, lang), b: familyCalled(1, lang), c: familyCalled(2, lang), d: familyCalled(3, lang) })}</p>
    </Row>
  );
}

/** A city with two of its three places taken, its red area free, and a refugee camp under it. */
function CityPicture() {
  const w = 3 * SLOT + 8;
  const cw = CAMP_WORD + 3 * SLOT + 8;
  const x0 = (cw - w) / 2;
  const slot = (x: number, y: number, red = false, camp = false) => <rect className={`bl-slot${red ? ' red' : ''}${camp ? ' camp' : ''}`} x={x + 1} y={y + 1} width={SLOT - 2} height={SLOT - 2} rx={4} />;
  const campY = SLOT + 12;
  const lang = usePageLang();
  const t = tr(lang);
  return (
    <Row>
      <svg className="bl-picture-svg" viewBox={`-10 -34 ${cw + 20} 116`} width={cw + 20} height={116} aria-hidden="true">
        <text className="bl-label" x={cw / 2} y={-10} textAnchor="middle">{placeCalled('hatay', lang)}</text>
        <rect className="bl-city" x={x0} y={0} width={w} height={SLOT + 8} rx={7} />
        {slot(x0 + 4, 4)}{slot(x0 + 4 + SLOT, 4)}{slot(x0 + 4 + 2 * SLOT, 4, true)}
        <FamilyShape seat={0} x={x0 + 4 + SLOT / 2} y={4 + SLOT / 2} size={19} />
        <FamilyShape seat={2} x={x0 + 4 + SLOT * 1.5} y={4 + SLOT / 2} size={19} />
        <rect className="bl-camp" x={0} y={campY} width={cw} height={SLOT + 8} rx={7} />
        <text className="bl-camp-word" x={4 + CAMP_WORD / 2} y={campY + (SLOT + 8) / 2 + 6} textAnchor="middle">{t('key.campWord')}</text>
        {slot(4 + CAMP_WORD, campY + 4, false, true)}{slot(4 + CAMP_WORD + SLOT, campY + 4, false, true)}{slot(4 + CAMP_WORD + 2 * SLOT, campY + 4, false, true)}
        <FamilyShape seat={1} x={4 + CAMP_WORD + SLOT / 2} y={campY + 4 + SLOT / 2} size={19} />
      </svg>
      <p className="bl-picture-note">{t('picture.cityNote', { a: familyCalled(0, lang), b: familyCalled(1, lang), c: familyCalled(2, lang) })}</p>
    </Row>
  );
}

/** A piece of the map: a road, a long bus ride, and the sea lanes from Izmir to the islands. */
function SeaPicture() {
  const izmir = { x: 250, y: 70 };
  const lesbos = { x: 60, y: 30 };
  const chios = { x: 60, y: 120 };
  const lang = usePageLang();
  const t = tr(lang);
  const city = (p: { x: number; y: number }, name: string, above = true) => (
    <g>
      <rect className="bl-city" x={p.x - 43} y={p.y - 17} width={86} height={34} rx={7} />
      {[0, 1, 2].map((k) => <rect key={k} className={`bl-slot${k === 2 ? ' red' : ''}`} x={p.x - 39 + k * SLOT + 1} y={p.y - 13 + 1} width={SLOT - 2} height={SLOT - 2} rx={4} />)}
      <text className="bl-label" x={p.x} y={above ? p.y - 23 : p.y + 40} textAnchor="middle">{name}</text>
    </g>
  );
  return (
    <Row>
      <svg className="bl-picture-svg" viewBox="0 -10 400 190" width={400} height={190} aria-hidden="true">
        <defs>
          <marker id="bl-arrow-pic" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="#1b5e9a" /></marker>
        </defs>
        <line className="bl-road ferry" x1={izmir.x} y1={izmir.y} x2={390} y2={70} />
        <line className="bl-lane" x1={izmir.x} y1={izmir.y} x2={lesbos.x + 48} y2={lesbos.y + 9} markerEnd="url(#bl-arrow-pic)" />
        <line className="bl-lane" x1={izmir.x} y1={izmir.y} x2={chios.x + 48} y2={chios.y - 9} markerEnd="url(#bl-arrow-pic)" />
        {city(izmir, placeCalled('izmir', lang))}
        {city(lesbos, placeCalled('lesbos', lang))}
        {city(chios, placeCalled('chios', lang), false)}
        <text className="bl-label" x={390} y={100} textAnchor="end">{t('picture.toAdana', { place: placeCalled('adana', lang) })}</text>
      </svg>
      <p className="bl-picture-note">{t('picture.seaNote')}</p>
    </Row>
  );
}

function RoulettePicture() {
  const legend = rouletteLegend(c, usePageLang());
  return (
    <Row>
      <RouletteWheel c={c} landed={0} size={190} />
      <div className="bl-picture-note">
        <p>{legend.boats}</p>
        <p>{legend.traffickers}</p>
      </div>
    </Row>
  );
}

function BorderPicture() {
  const lang = usePageLang();
  return (
    <Row>
      <svg className="bl-picture-svg" viewBox="0 0 150 50" width={150} height={50} aria-hidden="true">
        <BorderTokenShape x={25} y={25} size={40} group="A" closed={null} />
        <BorderTokenShape x={75} y={25} size={40} group="B" closed={null} />
        <BorderTokenShape x={125} y={25} size={40} group="A" closed />
      </svg>
      <p className="bl-picture-note">{tr(lang)('picture.borderNote')}</p>
    </Row>
  );
}

function AidPicture() {
  const lang = usePageLang();
  return (
    <Row>
      <div className="bl-aid"><AidCardFace c={c} kind="resettle" lang={lang} /></div>
      <div className="bl-aid"><AidCardFace c={c} kind="step" lang={lang} /></div>
      <AidCardBack note={tr(lang)('picture.otherCard')} lang={lang} />
    </Row>
  );
}

function WarPicture() {
  const zone = c.places.filter((p) => p.kind === 'zone').findIndex((p) => p.id === 'homs');
  const lang = usePageLang();
  return (
    <Row>
      <div className="bl-war-card"><WarCardFace c={c} index={0} zone={zone} shown lang={lang} /></div>
      <div className="bl-war-card facedown"><WarCardFace c={c} index={3} zone={-1} shown={false} lang={lang} /></div>
    </Row>
  );
}

function KeyPicture() {
  return <Row><MapKey lang={usePageLang()} /></Row>;
}

/** The keys docs/how-to-play/borderlines.md may use. */
export const borderlinesPictures: Record<string, ComponentType> = {
  'market-card': MarketPicture,
  families: FamiliesPicture,
  zone: ZonePicture,
  city: CityPicture,
  'sea-lane': SeaPicture,
  roulette: RoulettePicture,
  'border-token': BorderPicture,
  'aid-card': AidPicture,
  'war-card': WarPicture,
  'map-key': KeyPicture,
};
