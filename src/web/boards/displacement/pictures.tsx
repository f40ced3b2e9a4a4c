/**
 * Small drawings of Displacement's components for the how-to-play (docs/how-to-play/displacement.md
 * shows one where it writes `![words](picture:key)`), drawn with the board's own parts and the
 * default cards. Nothing in them can be tapped.
 */
import type { ComponentType } from 'react';
import { isLang, type Lang } from '../../../engine/index.ts';
import { DEFAULT_CONTENT, type DisplacementContent } from '../../../games/displacement/index.ts';
import { useT } from '../../i18n/index.ts';
import { GoalCard, Grid, NO_TARGETS, Person, RegionCard, ScenarioCardFace } from './Board.tsx';
import { NS, wordsIn } from './words.ts';

const c: DisplacementContent = DEFAULT_CONTENT;

/** The page's language (the pictures follow it, DP-D31) and three nations named in it. */
function useLang(): { lang: Lang; names: string[] } {
  const { i18n } = useT(NS);
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'en';
  const w = wordsIn(lang);
  return { lang, names: [0, 1, 2].map((n) => w.nation(n)) };
}
const byId = <X extends { id: string }>(list: readonly X[], id: string) => Math.max(0, list.findIndex((x) => x.id === id));

function Row({ children }: { children: React.ReactNode }) {
  return <div className="dp-picture">{children}</div>;
}

/** A nation's board a few turns in: three full communities (one home to a family from Nation 2), one being filled, two people displaced. */
function BoardPicture() {
  const { lang, names: NAMES } = useLang();
  const grid: Array<Array<number[] | null>> = [Array.from({ length: c.rules.squares }, (_, i): number[] | null =>
    (i === 0 ? [0, 0, 0] : i === 1 ? [0, 1, 1] : i === 2 ? [0, 0, 0] : i === 3 ? [0] : null))];
  return (
    <Row>
      <div className="dp-nation" style={{ borderColor: '#8a8a8a' }}>
        <RegionCard c={c} region={byId(c.regions, 'coastal-plain')} lang={lang} />
        <Grid v={{ grid }} n={0} names={NAMES} t={NO_TARGETS} lang={lang} />
        <div className="dp-displaced">
          <span className="dp-zone-title">{wordsIn(lang).t('board.displaced')}</span>
          <span className="dp-people"><Person native={0} names={NAMES} lang={lang} /><Person native={2} names={NAMES} lang={lang} /></span>
        </div>
      </div>
    </Row>
  );
}

function ScenarioPicture() {
  const { lang, names: NAMES } = useLang();
  return (
    <Row>
      <ScenarioCardFace c={c} card={byId(c.scenarios, 'forest-fire')} regions={[byId(c.regions, 'coastal-plain'), byId(c.regions, 'highlands')]} names={NAMES} t={NO_TARGETS} lang={lang} />
    </Row>
  );
}

function GoalsPicture() {
  const { lang } = useLang();
  return (
    <Row>
      <GoalCard c={c} goal={byId(c.goals, 'humanitarian-1')} own lang={lang} />
      <GoalCard c={c} goal={byId(c.goals, 'metropolitan-1')} own lang={lang} />
      <GoalCard c={c} goal={byId(c.goals, 'entrepreneurial-1')} own lang={lang} />
      <GoalCard c={c} goal={-1} own={false} lang={lang} />
    </Row>
  );
}

function PeoplePicture() {
  const { lang, names: NAMES } = useLang();
  return (
    <Row>
      {NAMES.map((n, i) => (
        <span key={n} className="dp-figures"><Person native={i} names={NAMES} lang={lang} /> {wordsIn(lang).t('board.personCaption', { nation: n })}</span>
      ))}
    </Row>
  );
}

function RegionsPicture() {
  const { lang } = useLang();
  return (
    <Row>
      {['coastal-plain', 'highlands', 'tropical-islands'].map((id) => <RegionCard key={id} c={c} region={byId(c.regions, id)} lang={lang} />)}
    </Row>
  );
}

/** The keys docs/how-to-play/displacement.md may use. */
export const displacementPictures: Record<string, ComponentType> = {
  board: BoardPicture,
  scenario: ScenarioPicture,
  goals: GoalsPicture,
  people: PeoplePicture,
  regions: RegionsPicture,
};
