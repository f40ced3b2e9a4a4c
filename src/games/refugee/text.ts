/** Plain-words descriptions of action codes, from a view (no hidden information needed), in any language (RF-D33). */
import { contentOf, layoutFor } from './content.ts';
import type { Action, Seat } from '../../engine/index.ts';
import type { Lang } from '../../engine/lang.ts';
import { K, type RefugeeAction } from './codec.ts';
import { books } from './phrases/index.ts';
import { nextSeat, wordsIn, type Words } from './state.ts';
import type { RefugeeView } from './types.ts';

/** The seat whose zone holds a refugee in play, or -1. */
function zoneOf(v: RefugeeView, refugee: number): number {
  const r = v.inPlay.find((x) => x.id === refugee);
  return r ? r.zone : -1;
}

/** The action's structured face (the contract's `actionToStruct`): decoded from the declaration in codec.ts. */
export function actionStruct(v: RefugeeView, _seat: Seat, action: Action): RefugeeAction | null {
  return layoutFor(v).actions.decode(action);
}

export function describe(v: RefugeeView, seat: Seat, action: Action, lang: Lang = 'en'): string {
  const d = actionStruct(v, seat, action);
  return d ? describeStruct(v, d, wordsIn(contentOf(v), lang)) : books[lang].unknownAction(action);
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
