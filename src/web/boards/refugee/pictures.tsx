/**
 * Small drawings of #refugee's real components for the how-to-play (docs/how-to-play/refugee.md
 * shows one where it writes `![words](picture:key)`), drawn with the board's own card components
 * and the default cards. Nothing in them can be tapped, and they carry no `data-flip-id`.
 */
import type { ComponentType } from 'react';
import { isLang, pick, type Lang } from '../../../engine/lang.ts';
import { DEFAULT_CONTENT, type RefugeeContent } from '../../../games/refugee/index.ts';
import { useT } from '../../i18n/index.ts';
import { ActionCardFace, DieFace, NO_TARGETS, RefugeeCard, StackList, VettingCardFace } from './Board.tsx';
import { boardT, NS } from './classify.ts';

const c: RefugeeContent = DEFAULT_CONTENT;
/** The page's language (the pictures are drawn in the how-to-play, in the reader's language: RF-D33). */
function usePageLang(): Lang {
  const { i18n } = useT(NS);
  return isLang(i18n.language) ? i18n.language : 'en';
}
const namesIn = (lang: Lang) => [1, 2, 3].map((n) => boardT(lang)('player', { n }));

function refugeeId(name: string): number {
  return Math.max(0, c.refugees.findIndex((r) => pick(r.name) === name));
}
function vettingId(name: string, colour: string | null): number {
  return Math.max(0, c.vetting.findIndex((v) => pick(v.name) === name && v.colour === colour));
}
function kindIndex(kind: string): number {
  return Math.max(0, c.actionKinds.findIndex((k) => k.kind === kind));
}
/** The first action card id of a kind (ids run kind by kind, as the content lists them). */
function actionId(kind: number): number {
  return c.actionKinds.slice(0, kind).reduce((n, k) => n + k.copies, 0);
}

const AHMAD = refugeeId('Ahmad Noori');
const ELECTRICIAN = vettingId('Electrician', 'asia');
const PASSPORT = vettingId('Lost passport', 'middle-east');
const DEBT = vettingId('Large debt to smugglers', 'asia');
/** Printed values plus the printed origin bonus of the one Asia-coloured card: the picture's caption says so. */
const AHMAD_SCORE = c.vetting[ELECTRICIAN].value + 1 + c.vetting[PASSPORT].value;

function Row({ children }: { children: React.ReactNode }) {
  return <div className="rf-picture">{children}</div>;
}

function RefugeePicture() {
  const lang = usePageLang();
  return (
    <Row>
      <RefugeeCard c={c} r={{ id: AHMAD, zone: 0, vetting: [ELECTRICIAN, PASSPORT], fleeTo: -1 }} score={AHMAD_SCORE} names={namesIn(lang)} t={NO_TARGETS} flip={false} lang={lang} />
    </Row>
  );
}

function VettingPositivePicture() {
  const lang = usePageLang();
  return <Row><VettingCardFace c={c} id={ELECTRICIAN} t={NO_TARGETS} flip={false} lang={lang} /></Row>;
}

function VettingNegativePicture() {
  const lang = usePageLang();
  return <Row><VettingCardFace c={c} id={DEBT} t={NO_TARGETS} flip={false} lang={lang} /></Row>;
}

function ActionPicture() {
  const lang = usePageLang();
  const shelter = kindIndex('shelter');
  const war = kindIndex('war');
  return (
    <Row>
      <ActionCardFace c={c} id={actionId(war)} kind={war} t={NO_TARGETS} flip={false} lang={lang} />
      <ActionCardFace c={c} id={actionId(shelter)} kind={shelter} t={NO_TARGETS} flip={false} lang={lang} />
    </Row>
  );
}

function DiePicture() {
  const lang = usePageLang();
  return (
    <Row>
      <DieFace marks={2} bolts={1} lang={lang} />
      <span className="rf-picture-note">{boardT(lang)('pictures.die')}</span>
    </Row>
  );
}

function ResponseWindowPicture() {
  const lang = usePageLang();
  const war = kindIndex('war');
  const shelter = kindIndex('shelter');
  const none = { country: -1, dest: -1, refugee: -1, vetting: -1, target: -1, fleeing: [] as number[] };
  return (
    <Row>
      <div className="rf-stack open">
        <StackList
          c={c}
          names={namesIn(lang)}
          t={NO_TARGETS}
          flip={false}
          lang={lang}
          stack={[
            { ...none, card: actionId(war), kind: war, by: 1, country: 0, dest: 2 },
            { ...none, card: actionId(shelter), kind: shelter, by: 0, target: 0 },
          ]}
        />
      </div>
    </Row>
  );
}

/** The keys docs/how-to-play/refugee.md may use. */
export const refugeePictures: Record<string, ComponentType> = {
  refugee: RefugeePicture,
  'vetting-positive': VettingPositivePicture,
  'vetting-negative': VettingNegativePicture,
  action: ActionPicture,
  die: DiePicture,
  'response-window': ResponseWindowPicture,
};
