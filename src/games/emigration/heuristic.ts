/**
 * A state evaluation for the heuristic bot: estimates the assurance a player would hold at the border
 * and whether they hold a Passport and a Ticket, compared with the other players.
 */
import { countKind, hasPassportAndTicket, keepBonus, salary } from './board.ts';
import type { EmigrationState } from './types.ts';

/** Assurance a player could reach by trading everything now, after penalties. */
export function projectedAssurance(s: EmigrationState, p: number): number {
  const d = s.seats[p].destination;
  const docs = countKind(s.cards, s.stash[p], 'document');
  const conns = countKind(s.cards, s.stash[p], 'connection');
  let a = s.assurance[p];
  if (s.phase !== 'border' || s.borderAdjust[p] === null) {
    a += keepBonus(s, p, 'withdrawAssurance');
    for (const pen of d.penalties) {
      const held = pen.item === 'money' ? s.money[p] : pen.item === 'documents' ? docs : conns;
      if (held < pen.fewerThan) a -= pen.lose;
    }
  }
  a += Math.floor(s.money[p] / d.money.per) * d.money.gain;
  a += Math.floor(docs / d.documents.per) * d.documents.gain;
  a += Math.floor(conns / d.connections.per) * d.connections.gain;
  return a;
}

function strength(s: EmigrationState, p: number): number {
  const c = s.crossings[p];
  if (c) return c.entered ? 100 + s.assurance[p] : 0;
  let v = projectedAssurance(s, p);
  const papers = hasPassportAndTicket(s, p) || s.skipCard[p] >= 0;
  if (!papers) {
    const hasP = countKind(s.cards, s.stash[p], 'passport') > 0;
    const hasT = countKind(s.cards, s.stash[p], 'ticket') > 0;
    v -= hasP || hasT ? 4 : 8;
  }
  // Earning power still matters while cards remain.
  if (s.phase === 'prep') v += salary(s, p) * 0.5;
  return v;
}

export function evaluate(s: EmigrationState, seat: number): number {
  const mine = strength(s, seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, strength(s, p));
  // Logistic squash of the lead over the strongest rival.
  return 1 / (1 + Math.exp(-(mine - best) / 4));
}
