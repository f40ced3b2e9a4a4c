/**
 * The end of an Emigration game in plain sentences, in the reader's language (EM-D30): who won and why
 * (EM-R39 competitive, EM-R40 cooperative), who entered and who was turned back (their lane, the token
 * drawn against the tokens held), and — because the table lists everyone's tokens — that a player who
 * did not enter does not count, however many tokens they kept. Read from the outcome's figures and the
 * final view; the sentences avoid verbs that change with the subject, since a name may be "You".
 */
import { pick, type Lang, type Outcome } from '../../../engine/index.ts';
import type { EmigrationView } from '../../../games/emigration/index.ts';
import type { OutcomeWords } from '../types.ts';
import { boardT, count, held, list, playerName, tokens } from './words.ts';

interface Figures {
  entered: boolean;
  destination: string;
  assurance: number;
  money: number;
  lane: number;
  token: number;
}

/** One player's figures; the destination in `lang` when the final view names it. */
function figures(outcome: Outcome, p: number, v: EmigrationView | null, lang: Lang): Figures {
  const s = outcome.stats[p] ?? {};
  const named = v?.seats[p]?.destination.name;
  return {
    entered: s.entered === true,
    destination: named !== undefined ? pick(named, lang) : typeof s.destination === 'string' ? s.destination : boardT(lang)('outcome.theirDestination'),
    assurance: typeof s.assurance === 'number' ? s.assurance : 0,
    money: typeof s.money === 'number' ? s.money : 0,
    lane: typeof s.lane === 'number' ? s.lane : 0,
    token: typeof s.token === 'number' ? s.token : 0,
  };
}

/** One player's crossing: "Amal entered Canada at lane 2: drew 6 and paid it from 9 assurance tokens, keeping 3." */
function crossingSentence(name: string, f: Figures, v: EmigrationView | null, p: number, lang: Lang): string {
  const t = boardT(lang);
  if (f.lane === 0) return t('outcome.notReached', { name });
  if (f.entered) {
    const paid = v?.crossings[p]?.paid ?? f.token;
    return t('outcome.entered', { name, dest: f.destination, lane: f.lane, token: f.token, paid, had: tokens(f.assurance + paid, lang), kept: f.assurance });
  }
  const missing = v ? [held(v, p, 'passport') === 0 ? t('outcome.aPassport') : '', held(v, p, 'ticket') === 0 ? t('outcome.aTicket') : ''].filter(Boolean) : [];
  if (missing.length > 0) {
    return t('outcome.refusedPapers', { name, dest: f.destination, token: f.token, lane: f.lane, missing: missing.length === 2 ? t('orJoin', { a: missing[0], b: missing[1] }) : missing[0] });
  }
  if (f.assurance === 0) return t('outcome.refusedNoTokens', { name, dest: f.destination, token: f.token, lane: f.lane });
  return t('outcome.refusedTokens', { name, dest: f.destination, token: f.token, lane: f.lane, tokens: tokens(f.assurance, lang) });
}

export function explainEmigration(outcome: Outcome, view: unknown, names: string[], lang: Lang = 'en'): string[] {
  const t = boardT(lang);
  const v = view && typeof view === 'object' && 'crossings' in view ? (view as EmigrationView) : null;
  const n = outcome.stats.length;
  const nameOf = (p: number) => names[p] ?? playerName(p, lang);
  const f = Array.from({ length: n }, (_, p) => figures(outcome, p, v, lang));
  const entered = f.flatMap((x, p) => (x.entered ? [p] : []));
  const out: string[] = [];
  const cooperative = v?.mode === 'cooperative';
  const names_ = (ps: number[]) => list(ps.map(nameOf), lang);

  if (cooperative) {
    out.push(t('outcome.coopIntro'));
    if (entered.length === 0) out.push(t('outcome.nobody'));
    else if (entered.length === n) out.push(t('outcome.coopAll', { names: names_(entered) }));
    else out.push(t('outcome.coopSome', { entered: names_(entered), refused: names_(f.flatMap((x, p) => (x.entered ? [] : [p]))) }));
    for (let p = 0; p < n; p++) out.push(crossingSentence(nameOf(p), f[p], v, p, lang));
    return out;
  }

  out.push(t('outcome.rules'));
  if (entered.length === 0) {
    out.push(t('outcome.nobody'));
  } else if (outcome.tie || outcome.winners.length === 0) {
    const tied = entered.filter((p) => outcome.ranks[p] === 1);
    const x = f[tied[0]];
    out.push(t('outcome.tie', { names: names_(tied), tokens: tokens(x.assurance, lang), money: count(x.money, 'money', lang) }));
  } else {
    const w = outcome.winners[0];
    const wf = f[w];
    const level = entered.filter((p) => p !== w && f[p].assurance === wf.assurance);
    if (level.length > 0) {
      out.push(t('outcome.wonOnMoney', { winner: nameOf(w), names: names_([w, ...level]), tokens: tokens(wf.assurance, lang), money: wf.money }));
    } else if (entered.length === 1) {
      out.push(t('outcome.wonOnly', { winner: nameOf(w), tokens: tokens(wf.assurance, lang) }));
    } else {
      out.push(t('outcome.won', { winner: nameOf(w), dest: wf.destination, tokens: tokens(wf.assurance, lang), n: entered.length }));
    }
  }
  for (let p = 0; p < n; p++) out.push(crossingSentence(nameOf(p), f[p], v, p, lang));
  // The results list everyone's tokens: say plainly why more tokens did not win.
  const best = entered.length ? Math.max(...entered.map((p) => f[p].assurance)) : null;
  if (best !== null) {
    const w = outcome.winners[0];
    for (let p = 0; p < n; p++) {
      if (f[p].entered || f[p].assurance <= best) continue;
      const than = w !== undefined ? nameOf(w) : t('outcome.anyoneEntered');
      out.push(t('outcome.didNotCount', { name: nameOf(p), tokens: tokens(f[p].assurance, lang), than }));
    }
  }
  return out;
}

export const emigrationOutcomeWords: OutcomeWords = { explain: explainEmigration };
