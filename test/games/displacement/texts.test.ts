/**
 * DP-D31: every text in English and Traditional Chinese. The default content has a Chinese text for
 * every name and text; a content written in plain English strings still parses and plays, and its
 * Chinese sentences show the English names; English sentences are what they always were.
 */
import { describe, expect, it } from 'vitest';
import { eventText, outcomeReason, pick, Rng, type GameEvent, type LocalText } from '../../../src/engine/index.ts';
import type { DisplacementContent } from '../../../src/games/displacement/index.ts';
import { act, C, code, displacement, fresh, rigged } from './helpers.ts';

const HAN = /\p{Script=Han}/u;

/** Every LocalText of the content: the name and text fields, and the debrief questions. */
function localTexts(c: DisplacementContent): Array<[string, LocalText]> {
  const out: Array<[string, LocalText]> = [];
  const walk = (x: unknown, path: string) => {
    if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${path}.${i}`));
    else if (x && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        if (k === 'name' || k === 'text') out.push([`${path}.${k}`, y as LocalText]);
        else walk(y, `${path}.${k}`);
      }
    }
  };
  walk(c, '');
  c.debrief.forEach((q, i) => out.push([`.debrief.${i}`, q]));
  return out;
}

/** The same content with every LocalText reduced to its English string (an older custom content). */
function plainEnglish(c: DisplacementContent): unknown {
  const strip = (x: unknown, key?: string): unknown => {
    if (Array.isArray(x)) return x.map((y) => strip(y, key === 'debrief' ? 'name' : undefined));
    if (x && typeof x === 'object') {
      if ((key === 'name' || key === 'text') && 'en' in x) return pick(x as LocalText);
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, strip(y, k)]));
    }
    return x;
  };
  return strip(c);
}

describe('DP-D31: texts in English and Traditional Chinese', () => {
  it('DP-D31: the default content has a Chinese text for every name, card text and debrief question', () => {
    const texts = localTexts(C);
    expect(texts.length).toBeGreaterThan(80);
    for (const [path, t] of texts) {
      expect(typeof t, path).toBe('object');
      const zh = typeof t === 'object' ? t['zh-Hant'] : undefined;
      expect(zh, path).toMatch(HAN);
      expect(/[A-Za-z]{3,}/.exec(zh ?? '')?.[0], `${path}: ${zh}`).toBeUndefined();
    }
    // The catalogue's questions are the content's, in English.
    expect(displacement.catalogue?.debrief?.questions).toEqual(C.debrief.map((q) => pick(q)));
  });

  it('DP-D31: a content in plain English strings still parses and plays; Chinese sentences show its English names', () => {
    const plain = plainEnglish(C);
    expect(JSON.stringify(plain)).not.toMatch(/zh-Hant/);
    const content = displacement.parseContent(plain);
    expect(localTexts(content).every(([, t]) => typeof t === 'string')).toBe(true);
    let s = displacement.setup({ players: 3, seed: 5, content });
    const rng = new Rng(5);
    const events: GameEvent[] = [];
    for (let i = 0; i < 400 && !displacement.isOver(s); i++) {
      const seat = displacement.activeSeats(s)[0];
      const legal = displacement.legalActions(s, seat);
      const view = displacement.view(s, seat);
      for (const a of legal) expect(displacement.describeAction(view, seat, a, 'zh-Hant')).toMatch(HAN);
      const r = displacement.apply(s, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...(r.events as GameEvent[]));
      s = r.state;
    }
    const draw = events.find((e) => e.kind === 'draw')!;
    const name = content.scenarios.map((x) => pick(x.name)).find((n) => draw.text.includes(n))!;
    expect(eventText(draw, 'zh-Hant')).toContain(`「${name}」`);
    expect(eventText(draw, 'zh-Hant')).toMatch(/抽到/);
  });

  it('DP-D31: English is unchanged, Chinese reads the same events in its own words', () => {
    const s = rigged({ card: 'forest-fire', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'] });
    const v = displacement.view(s, 0);
    const block = code({ kind: 'block' });
    expect(displacement.describeAction(v, 0, block)).toBe('Pay 3 tokens to block Forest Fire');
    expect(displacement.describeAction(v, 0, block, 'en')).toBe('Pay 3 tokens to block Forest Fire');
    expect(displacement.describeAction(v, 0, block, 'zh-Hant')).toBe('付 3 個代幣阻擋「森林大火」');
    expect(displacement.describeAction(v, 0, code({ kind: 'accept' }), 'zh-Hant')).toBe('不阻擋「森林大火」：你失去 1 人和 1 個社區。安全地區：人口稀少。');
    const { events } = act(s, 0, block);
    expect(events[0].text).toBe('Nation 1 (Taiga) pays 3 tokens to block Forest Fire: it has no effect on anyone.');
    expect(eventText(events[0], 'zh-Hant')).toBe('第 1 國（針葉林）付出 3 個代幣阻擋「森林大火」：它對任何人都沒有影響。');
  });

  it('DP-D31: the outcome reason and the progress label in Chinese', () => {
    const s = fresh(2, 3);
    expect(displacement.progress!(displacement.view(s, 'spectator'), 'zh-Hant').label).toBe('第 1 輪');
    const limited = fresh(2, 3, { roundLimit: 'on' });
    expect(displacement.progress!(displacement.view(limited, 'spectator'), 'zh-Hant').label).toBe('第 1 輪，共 16 輪');
    const over = { ...s, phase: 'over' as const, winners: [] };
    const o = displacement.outcome(over)!;
    expect(o.reason).toBe('No nation fulfilled its goal within 1 rounds: nobody wins');
    expect(outcomeReason(o, 'zh-Hant')).toBe('1 輪之內沒有國家達成目標：沒有人獲勝');
  });
});
