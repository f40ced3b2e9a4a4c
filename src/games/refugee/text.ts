/** Plain-words descriptions of action codes, from a view (no hidden information needed), in any language (RF-D33). */
import { contentOf, layoutFor } from './content.ts';
import type { Action, Seat } from '../../engine/index.ts';
import type { Lang } from '../../engine/lang.ts';
import { K, type RefugeeAction } from './codec.ts';
import { books } from './phrases/index.ts';
import { findRefugee, nextSeat, wordsIn, type Words } from './state.ts';
import type { RefugeeView } from './types.ts';

/** The seat whose zone holds a refugee in play, or -1. */
function zoneOf(v: RefugeeView, refugee: number): number {
  const r = findRefugee(v, refugee);
  return r ? r.zone : -1;
}

/** The action's structured face (the contract's `actionToStruct`): decoded from the declaration in codec.ts. */
export function actionStruct(v: RefugeeView, _seat: Seat, action: Action): RefugeeAction | null {
  return layoutFor(v).actions.decode(action);
}

export function describe(v: RefugeeView, seat: Seat, action: Action, lang: Lang = 'en'): string {
  const d = actionStruct(v, seat, action);
  if (!d) return books[lang].unknownAction(action);
  const w = wordsIn(contentOf(v), lang);
  const about = aboutOf(v, d);
  if (about === UNKEPT) return describeStruct(v, d, w);
  const kept = keptOf(w, v);
  if (kept.about[action] === about) return kept.text[action];
  const text = describeStruct(v, d, w);
  kept.text[action] = text;
  kept.about[action] = about;
  return text;
}

/**
 * Kept words of moves. The room words every legal move of the seats to act after every move (up to ~64
 * vetting moves a seat), mostly the same moves with the same words as the move before; building each
 * sentence again was most of describe's time. A move's words depend on its code and, besides the
 * phrasebook, on one small number read from the view (`aboutOf`: the zone a refugee is in, say), so
 * each phrasebook (content and language) keeps, per code, the last words and the number they were
 * made with. Two arrays as long as the codes, not a map: a lookup is two reads, and the cache lines
 * touched are few. Moves whose words read more of the view are not kept.
 */
interface Kept { text: string[]; about: Int8Array }
const UNKEPT = -2;
/** No words kept yet for a code (`about` is never this). */
const NONE = -128;
const keptBy = new WeakMap<Words, Kept>();
let lastWords: Words | null = null;
let lastKept: Kept = { text: [], about: new Int8Array(0) };

/** `w`'s kept words (`v` a view of its content, for the number of codes). */
function keptOf(w: Words, v: RefugeeView): Kept {
  if (w !== lastWords) {
    let k = keptBy.get(w);
    if (!k) {
      const end = layoutFor(v).end;
      k = { text: new Array<string>(end).fill(''), about: new Int8Array(end).fill(NONE) };
      keptBy.set(w, k);
    }
    lastWords = w;
    lastKept = k;
  }
  return lastKept;
}

/** The one number of the view a move's words depend on (-1..4, see describeStruct), or UNKEPT. */
function aboutOf(v: RefugeeView, d: RefugeeAction): number {
  switch (d.kind) {
    case 'pass': return v.phase === 'cycle' ? 1 : 0;
    case 'cycle': case 'discard': case 'outbreak': case 'openBorders': case 'war': return 0;
    case 'vet': case 'asylum': case 'instability': case 'fakeNews': return zoneOf(v, d.refugee);
    case 'naturalDisaster': return nextSeat(v, d.country);
    default: return UNKEPT;
  }
}

/** Words for a decoded action: every text comes from the struct's kind and parts. */
function describeStruct(v: RefugeeView, d: RefugeeAction, w: Words): string {
  switch (d.kind) {
    case 'pass':
      return v.phase === 'cycle' ? w.keepAndRoll() : w.passAction();
    case 'cycle':
      return w.cycle(w.title(K[d.card]));
    case 'vet':
      return w.vet(w.ref(d.refugee), zoneOf(v, d.refugee), w.vcard(d.vetting));
    case 'discard':
      return w.discard(w.vcard(d.vetting));
    case 'choose': {
      const e = v.choices.length ? v.stack[v.choices[0].entry] : undefined;
      const to = e ? (e.kind === K.war ? e.dest : e.country) : -1;
      return w.choose(w.ref(d.refugee), to);
    }
  }
  const title = w.title(K[d.kind]);
  switch (d.kind) {
    case 'shelter': case 'inoculation': case 'court': case 'closedBorders': {
      const e = v.stack[d.stack];
      return w.cancel(title, e ? { by: e.by, title: w.title(e.kind) } : null, d.stack);
    }
    case 'naturalDisaster':
      return w.playNaturalDisaster(title, d.country, nextSeat(v, d.country));
    case 'outbreak':
      return w.playOutbreak(title, d.country);
    case 'openBorders':
      return w.playOpenBorders(title, d.country);
    case 'war':
      return w.playWar(title, d.country, d.dest);
    case 'asylum':
      return w.playAsylum(title, w.ref(d.refugee), zoneOf(v, d.refugee));
    case 'instability':
      return w.playInstability(title, w.ref(d.refugee), zoneOf(v, d.refugee), d.dest);
    case 'altFacts': {
      const r = v.inPlay.find((x) => x.vetting.includes(d.vetting));
      return w.playAltFacts(title, w.vcard(d.vetting), r ? w.ref(r.id) : null);
    }
    case 'fakeNews':
      return w.playFakeNews(title, w.vcard(d.vetting), w.ref(d.refugee), zoneOf(v, d.refugee));
  }
}
