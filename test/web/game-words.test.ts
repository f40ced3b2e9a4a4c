/**
 * The games' own words in the reader's language (docs/architecture.md §12): titles, figures, variants and
 * debrief questions come from the game's translation when there is one, English otherwise; a custom
 * content's questions are never swapped for the default ones' translation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listGames } from '../../src/web/engine-bundle.ts';
import { gameTranslation, localGame, localQuestions } from '../../src/web/i18n/games.ts';
import { i18n } from '../../src/web/i18n/index.ts';

// Another language's texts load when it is first chosen (src/web/i18n/index.ts).
beforeAll(() => i18n.loadLanguages('zh-Hant'));

const han = /\p{Script=Han}/u;

describe('game words in Traditional Chinese', () => {
  for (const game of listGames().filter((g) => g.catalogue)) {
    it(`${game.id}: title, length, figures, variants and debrief in zh-Hant; English unchanged`, () => {
      const zh = localGame(game, 'zh-Hant');
      expect(gameTranslation(game.id, 'zh-Hant'), 'a translation exists').not.toBeNull();
      expect(zh.summary).toMatch(han);
      expect(zh.catalogue!.length).toMatch(han);
      for (const f of Object.values(zh.catalogue!.figures ?? {})) expect(f.label).toMatch(han);
      for (const v of zh.catalogue!.variants) for (const c of v.choices) expect(c.label).toMatch(han);
      const d = zh.catalogue!.debrief!;
      expect(d.chart.figures).toEqual(game.catalogue!.debrief!.chart.figures);
      expect(d.chart.title).toMatch(han);
      expect(d.questions).toHaveLength(game.catalogue!.debrief!.questions.length);
      for (const q of d.questions) expect(q).toMatch(han);
      expect(localGame(game, 'en')).toEqual({ title: game.title, summary: game.summary, catalogue: game.catalogue });
    });

    it(`${game.id}: the default questions are translated, a custom content's are kept`, () => {
      const defaults = game.catalogue!.debrief!.questions;
      expect(localQuestions(game.id, defaults, defaults, 'zh-Hant')).toEqual(gameTranslation(game.id, 'zh-Hant')!.debrief!.questions);
      const custom = ['What did your family carry with them?'];
      expect(localQuestions(game.id, custom, defaults, 'zh-Hant')).toEqual(custom);
      expect(localQuestions(game.id, defaults, defaults, 'en')).toEqual(defaults);
    });
  }
});
