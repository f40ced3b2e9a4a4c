/**
 * Small drawings of #refugee's real components for the how-to-play (docs/how-to-play/refugee.md
 * shows one where it writes `![words](picture:key)`), drawn with the board's own card components
 * and the default cards. Nothing in them can be tapped, and they carry no `data-flip-id`.
 */
import type { ComponentType } from 'react';
import { DEFAULT_CONTENT, type RefugeeContent } from '../../../games/refugee/index.ts';
import { ActionCardFace, DieFace, NO_TARGETS, RefugeeCard, StackList, VettingCardFace } from './Board.tsx';

const c: RefugeeContent = DEFAULT_CONTENT;
const NAMES = ['Player 1', 'Player 2', 'Player 3'];

function refugeeId(name: string): number {
  return Math.max(0, c.refugees.findIndex((r) => r.name === name));
}
function vettingId(name: string, colour: string | null): number {
  return Math.max(0, c.vetting.findIndex((v) => v.name === name && v.colour === colour));
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
  return (
    <Row>
      <RefugeeCard c={c} r={{ id: AHMAD, zone: 0, vetting: [ELECTRICIAN, PASSPORT], fleeTo: -1 }} score={AHMAD_SCORE} names={NAMES} t={NO_TARGETS} flip={false} />
    </Row>
  );
}

function VettingPositivePicture() {
  return <Row><VettingCardFace c={c} id={ELECTRICIAN} t={NO_TARGETS} flip={false} /></Row>;
}

function VettingNegativePicture() {
  return <Row><VettingCardFace c={c} id={DEBT} t={NO_TARGETS} flip={false} /></Row>;
}

function ActionPicture() {
  const shelter = kindIndex('shelter');
  const war = kindIndex('war');
  return (
    <Row>
      <ActionCardFace c={c} id={actionId(war)} kind={war} t={NO_TARGETS} flip={false} />
      <ActionCardFace c={c} id={actionId(shelter)} kind={shelter} t={NO_TARGETS} flip={false} />
    </Row>
  );
}

function DiePicture() {
  return (
    <Row>
      <DieFace marks={2} bolts={1} />
      <span className="rf-picture-note">2 white marks: draw and play 2 vetting cards. 1 bolt: draw 1 action card.</span>
    </Row>
  );
}

function ResponseWindowPicture() {
  const war = kindIndex('war');
  const shelter = kindIndex('shelter');
  const none = { country: -1, dest: -1, refugee: -1, vetting: -1, target: -1, fleeing: [] as number[] };
  return (
    <Row>
      <div className="rf-stack open">
        <StackList
          c={c}
          names={NAMES}
          t={NO_TARGETS}
          flip={false}
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
