/**
 * #refugee's moves in groups, the refugee, card or country each one acts on, and what each costs and
 * brings in words (read from the view: every number shown is one the view carries, or a card's own
 * printed value). The parts come from the game's own decoder (`refugeeActionStruct`, the contract's
 * `actionToStruct`). Legality is the engine's: nothing here decides what may be played.
 */
import type { TFunction } from 'i18next';
import { pick, type Lang } from '../../../engine/lang.ts';
import {
  contentOf, PLAY_KINDS, REGION_INFO, refugee, refugeeActionStruct, spacedZh, type PlayKind, type RefugeeAction, type RefugeeContent, type RefugeeInPlay,
  type RefugeeView,
} from '../../../games/refugee/index.ts';
import { addCatalogues, type Catalogue } from '../../i18n/index.ts';
import { cachedFixedT } from '../../i18n/cached-t.ts';
import type { ActionClass } from '../types.ts';

/** Board key of an action card in hand, and of every move that plays or cycles that kind. */
export const actionCardKey = (kind: PlayKind) => `akind:${kind}`;
/** Board key of the die: the start-of-turn roll. */
export const DIE_KEY = 'die';
/** Board key of a country a card is aimed at (Natural Disaster, Outbreak, Open Borders, War). */
export const countryKey = (seat: number) => `country:${seat}`;
/** Board key of the "Pass" button in the response window. */
export const PASS_KEY = 'pass';

export function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A message of the namespace, with its values. */
export type BoardT = (key: string, values?: Record<string, unknown>) => string;

/**
 * The board's words in `lang` (namespace `board-refugee`, RF-D33); Chinese spaced as in Taiwan
 * between Chinese and numbers (`spacedZh`), so the catalogue can put values in without spaces.
 */
export function boardT(lang: Lang = 'en'): BoardT {
  const t: TFunction = cachedFixedT(lang, NS);
  if (lang === 'en') return (key, values) => t(key, values);
  return (key, values) => spacedZh(t(key, values));
}
export const NS = 'board-refugee';
// This board's words load with its chunk, not with the home page (i18n/index.ts).
addCatalogues(import.meta.glob<Catalogue>('../../i18n/locales/*/board-refugee.json', { eager: true, import: 'default' }));

/** "1 refugee", "2 refugees", "0 refugees" (`what` a plural family of the namespace's `count`). */
export function count(n: number, what: string, lang: Lang = 'en'): string {
  return boardT(lang)(`count.${what}`, { count: n });
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: string[], lang: Lang = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return boardT(lang)('list', { items: items.slice(0, -1).join(boardT(lang)('listComma')), last: items[items.length - 1] });
}

/** The view's own vetting score of a refugee in play (RF-R12): boards never recompute it. */
export function scoreOf(v: RefugeeView, id: number): number {
  const at = v.inPlay.findIndex((r) => r.id === id);
  return at >= 0 ? v.vettingScores[at] ?? 0 : 0;
}

/** Words of one reading: the namespace's `t`, the language, and the content's names picked in it. */
interface W {
  t: BoardT;
  lang: Lang;
  c: RefugeeContent;
  /** A seat as the game's texts name it, the viewer's own as "you". */
  who(p: number): string;
  /** "your zone", "Player 2's zone". */
  zone(p: number): string;
  name(refugee: number): string;
  title(kind: number): string;
}

function wordsFor(v: RefugeeView, seat: number, lang: Lang): W {
  const t = boardT(lang);
  const c = contentOf(v);
  return {
    t, lang, c,
    who: (p) => (p === seat ? t('you') : t('player', { n: p + 1 })),
    zone: (p) => (p === seat ? t('yourZone') : t('playerZone', { n: p + 1 })),
    name: (id) => pick(c.refugees[id].name, lang),
    title: (kind) => pick(c.actionKinds[kind].title, lang),
  };
}

function cardWords(w: W, vetting: number): string {
  const card = w.c.vetting[vetting];
  return w.t('cardWords', { name: pick(card.name, w.lang), value: sign(card.value) });
}

/**
 * What a vetting card adds to a refugee's vetting score: its printed value, and the +1 origin bonus
 * printed on a card of the refugee's region colour (RF-R12) — both on the cards themselves.
 */
function adds(w: W, vetting: number, refugee: number): { total: number; words: string } {
  const card = w.c.vetting[vetting];
  const bonus = card.colour !== null && card.colour === w.c.refugees[refugee].region;
  const total = card.value + (bonus ? 1 : 0);
  const words = bonus ? w.t('originBonus', { value: sign(card.value), region: pick(REGION_INFO[card.colour!].name, w.lang) }) : '';
  return { total, words };
}

function refugeeWords(v: RefugeeView, w: W, r: RefugeeInPlay): string {
  return w.t('refugeeWords', { name: w.name(r.id), score: sign(scoreOf(v, r.id)), n: r.vetting.length });
}

/** The effect of playing an action card, in short: what it uses, then what it does on this table. */
function playDetail(v: RefugeeView, seat: number, d: Extract<RefugeeAction, { kind: PlayKind }>, w: W): string {
  const { t } = w;
  const uses = t('play.uses', { title: w.title(PLAY_KINDS.indexOf(d.kind)) });
  const zone = (p: number) => v.inPlay.filter((r) => r.zone === p && r.fleeTo < 0);
  const find = (id: number) => v.inPlay.find((r) => r.id === id);
  switch (d.kind) {
    case 'shelter': case 'inoculation': case 'court': case 'closedBorders': {
      const e = v.stack[d.stack];
      if (!e) return t('play.cancelCard', { uses, n: d.stack + 1 });
      const on = e.country >= 0 ? t('play.on', { what: w.who(e.country) }) : e.refugee >= 0 ? t('play.on', { what: w.name(e.refugee) }) : '';
      const stay = e.fleeing.length > 0
        ? t('play.stay', { count: e.fleeing.length, names: listWords(e.fleeing.map((id) => w.name(id)), w.lang) })
        : t('play.noEffect');
      const whose = e.by === seat ? t('play.yourOwn') : t('play.playerOwn', { n: e.by + 1 });
      return t('play.cancel', { uses, whose, title: w.title(e.kind), on, stay });
    }
    case 'naturalDisaster': {
      const movers = zone(d.country).filter((r) => r.vetting.length < 3).map((r) => w.name(r.id));
      const flee = movers.length ? t('play.flee', { count: movers.length, names: listWords(movers, w.lang) }) : t('play.nobodyFlees');
      return t('play.naturalDisaster', { uses, flee, zone: w.zone(d.country) });
    }
    case 'outbreak': {
      const ready = zone(d.country).filter((r) => r.vetting.length >= 3).length;
      const country = d.country === seat ? t('yourCountry') : t('playerCountry', { n: d.country + 1 });
      return t('play.outbreak', { uses, country, ready: count(ready, 'fullyVetted', w.lang) });
    }
    case 'openBorders': {
      const senders = [...Array(v.players).keys()].filter((p) => p !== d.country && !v.out[p] && zone(p).length > 0);
      if (senders.length === 0) return t('play.openBordersNone', { uses });
      if (senders.length === 1) {
        const chooser = senders[0] === seat ? t('youChoose') : t('playerChooses', { n: senders[0] + 1 });
        return t('play.openBordersOne', { uses, chooser, to: w.who(d.country) });
      }
      return t('play.openBordersMany', { uses, senders: listWords(senders.map((p) => w.who(p)), w.lang), to: w.who(d.country) });
    }
    case 'war': {
      const n = zone(d.country).length;
      if (n <= 1) return t('play.warOne', { uses, zone: w.zone(d.country), to: w.who(d.dest) });
      const chooser = d.country === seat ? t('youChoose') : t('playerChooses', { n: d.country + 1 });
      return t('play.war', { uses, zone: w.zone(d.country), held: count(n, 'refugee', w.lang), chooser, to: w.who(d.dest) });
    }
    case 'asylum': {
      const r = find(d.refugee);
      return r ? t('play.asylum', { uses, refugee: refugeeWords(v, w, r), by: w.who(r.zone) }) : uses;
    }
    case 'instability': {
      const r = find(d.refugee);
      return r ? t('play.instability', { uses, refugee: refugeeWords(v, w, r), zone: w.zone(r.zone), to: w.who(d.dest) }) : uses;
    }
    case 'altFacts': {
      const r = v.inPlay.find((x) => x.vetting.includes(d.vetting));
      return r ? t('play.altFacts', { uses, card: cardWords(w, d.vetting), refugee: refugeeWords(v, w, r) }) : uses;
    }
    case 'fakeNews': {
      const r = find(d.refugee);
      if (!r) return uses;
      const a = adds(w, d.vetting, d.refugee);
      const before = scoreOf(v, d.refugee);
      return t('play.fakeNews', {
        uses, card: cardWords(w, d.vetting), total: sign(a.total), name: w.name(d.refugee),
        before: sign(before), after: sign(before + a.total), bonus: a.words, n: r.vetting.length + 1,
      });
    }
  }
}

function detailOf(v: RefugeeView, seat: number, d: RefugeeAction, w: W): string {
  const { t } = w;
  switch (d.kind) {
    case 'pass':
      if (v.phase === 'cycle') return t('detail.roll');
      {
        const held = v.myActions?.length ?? v.actionHandSizes[seat] ?? 0;
        const open = v.stack.length > 0 ? t('detail.notAnswer', { cards: count(v.stack.length, 'card', w.lang) }) : '';
        return t('detail.keep', { cards: count(held, 'actionCard', w.lang), open });
      }
    case 'cycle':
      return t('detail.cycle', { title: w.title(PLAY_KINDS.indexOf(d.card)), deck: v.actionDeckSize });
    case 'vet': {
      const r = v.inPlay.find((x) => x.id === d.refugee);
      const a = adds(w, d.vetting, d.refugee);
      const before = scoreOf(v, d.refugee);
      const n = (r?.vetting.length ?? 0) + 1;
      return t('detail.vet', {
        total: sign(a.total), name: w.name(d.refugee), before: sign(before), after: sign(before + a.total), bonus: a.words, n,
        full: n === 3 ? t('detail.fullyVetted') : '', zone: r ? t('detail.zone', { zone: w.zone(r.zone) }) : '',
      });
    }
    case 'discard': {
      const left = (v.myVetting?.length ?? v.vettingHandSizes[seat] ?? 1) - 1;
      return t('detail.discard', { left: left <= 5 ? t('detail.downTo', { cards: count(left, 'vettingCard', w.lang) }) : t('detail.keepGoing', { cards: count(left, 'vettingCard', w.lang) }) });
    }
    case 'choose': {
      const r = v.inPlay.find((x) => x.id === d.refugee);
      const more = (v.choices[0]?.count ?? 1) - 1;
      return t('detail.choose', {
        leaves: r ? t('detail.leaves', { refugee: refugeeWords(v, w, r) }) : t('detail.leavesYourZone'),
        more: more > 0 ? t('detail.more', { more: count(more, 'moreRefugee', w.lang) }) : '',
      });
    }
    default:
      return playDetail(v, seat, d, w);
  }
}

/** The start-of-turn moves share one heading; everything else is named by what it does. */
export function classifyRefugee(view: unknown, seat: number, action: number, lang: Lang = 'en'): ActionClass {
  const v = view as RefugeeView;
  const w = wordsFor(v, seat, lang);
  const { t } = w;
  const d = refugeeActionStruct(v, seat, action);
  if (d === null) return { group: t('group.other') };
  const detail = detailOf(v, seat, d, w);
  switch (d.kind) {
    case 'pass':
      // The cycle phase's "pass" is the roll: a real step, never played for anyone (RF-D29).
      return v.phase === 'cycle'
        ? { group: t('group.start'), target: DIE_KEY, detail }
        : { group: t('group.pass'), target: PASS_KEY, detail, pass: true };
    case 'cycle':
      return { group: t('group.start'), target: actionCardKey(d.card), detail };
    case 'vet':
      return { group: t('group.vet'), target: `ref:${d.refugee}`, also: [`vcard:${d.vetting}`], detail };
    case 'discard':
      return { group: t('group.discard'), target: `vcard:${d.vetting}`, detail };
    case 'choose':
      return { group: t('group.choose'), target: `ref:${d.refugee}`, detail };
  }
  // Plays start from the action card in hand; a refugee, a vetting card or a card on the stack narrows them down.
  const also: string[] = [];
  if ('country' in d) also.push(countryKey(d.country));
  if ('refugee' in d) also.push(`ref:${d.refugee}`);
  if ('stack' in d) also.push(`stack:${d.stack}`);
  if (d.kind === 'fakeNews') also.push(`vcard:${d.vetting}`);
  if (d.kind === 'altFacts') {
    // The vetting card to remove, on the refugee holding it.
    also.push(`vcard:${d.vetting}`);
    const holder = v.inPlay.find((r) => r.vetting.includes(d.vetting));
    if (holder) also.push(`ref:${holder.id}`);
  }
  return { group: t('group.play', { title: w.title(PLAY_KINDS.indexOf(d.kind)) }), target: actionCardKey(d.kind), also, detail };
}

/** The game's own action words in `lang` (the table asks the board for them). */
export function describeRefugee(view: unknown, seat: number, action: number, lang: Lang = 'en'): string {
  return refugee.describeAction(view as RefugeeView, seat, action, lang);
}

/**
 * "Pass for the rest of this round" (RF-D29): a round is the current country's turn, and a pass is
 * offered only in its action round. The key is the same from the first priority of that action round
 * to its Resolution — cards played, refugees chosen — and differs before it (cycle, vetting, discard),
 * after it (the next turn) and once the game is over. So a request never outlives the turn it was
 * made in, and never reaches anyone's own action round from before it.
 */
export function roundKeyRefugee(view: unknown): string {
  const v = view as RefugeeView;
  if (v.phase === 'over') return 'over';
  const stage = v.phase === 'action' || v.phase === 'choose' ? 'action round' : v.phase;
  return `turn ${v.turn + 1}: ${stage}`;
}

/** What the game waits for from `seat`: spoken to the viewer when it is their seat, about the seat otherwise (no "tap" while another player decides). */
export function phaseHintRefugee(view: unknown, seat: number, names: string[], lang: Lang = 'en'): string {
  const v = view as RefugeeView;
  const t = boardT(lang);
  const other = v.viewer !== seat;
  const name = names[seat] ?? t('player', { n: seat + 1 });
  switch (v.phase) {
    case 'cycle':
      return other ? t('hint.cycleOther', { name }) : t('hint.cycle');
    case 'vetting':
      return other ? t('hint.vettingOther', { name }) : t('hint.vetting', { cards: count(v.owe, 'vettingCard', lang) });
    case 'discard':
      return other ? t('hint.discardOther', { name }) : t('hint.discard');
    case 'action':
      if (v.stack.length > 0) {
        const top = v.stack[v.stack.length - 1];
        const kind = contentOf(v).actionKinds[top.kind];
        const title = kind ? pick(kind.title, lang) : t('hint.anActionCard');
        const by = names[top.by] ?? t('player', { n: top.by + 1 });
        return other ? t('hint.responseOther', { title, by, name }) : t('hint.response', { title, by });
      }
      return other ? t('hint.actionOther', { who: names[v.current] ?? t('hint.currentCountry'), name }) : t('hint.action', { who: names[v.current] ?? t('hint.currentCountry') });
    case 'choose': {
      const c = v.choices.find((x) => x.seat === seat);
      if (!c) return t('hint.chosen');
      return other ? t('hint.chooseOther', { name, refugees: count(c.count, 'refugee', lang) }) : t('hint.choose', { refugees: count(c.count, 'refugee', lang) });
    }
    default:
      return '';
  }
}
