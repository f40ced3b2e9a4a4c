/**
 * Every sentence #refugee says to players (RF-D33), one function per sentence, in a
 * phrasebook per language (`en.ts`, `zh-Hant.ts`). Names of people, cards and regions come in already
 * picked in the book's language (content texts are `LocalText`, data/schema.ts); seats come in as
 * 0-based numbers and the book names them.
 */
import type { EndReason } from '../types.ts';
import type { Region } from '../data/schema.ts';

/** The options the end sentences quote. */
export interface EndOptions { acceptToEnd: number; targetScore: number | null; maxTurns: number }

export interface Phrases {
  // --- Names
  /** "Player 1". */
  seat(seat: number): string;
  /** A refugee as the log names them: "Ahmad Noori (39, Afghanistan)". */
  refugee(name: string, age: number, origin: string): string;
  /** A vetting card: "Doctor +4, blue" (`colour` the region whose colour the card carries, or null). */
  vetting(name: string, value: number, colour: Region | null): string;
  /** A region's colour word ("blue"). */
  colour(region: Region): string;
  /** Joins names in a list ("A, B"). */
  list(items: string[]): string;

  // --- Action words (describeAction)
  unknownAction(action: number): string;
  keepAndRoll(): string;
  passAction(): string;
  cycle(title: string): string;
  /** `zone` the seat whose zone holds the refugee, or -1 when unknown. */
  vet(refugee: string, zone: number, vetting: string): string;
  discard(vetting: string): string;
  /** `to` the destination country, or -1. */
  choose(refugee: string, to: number): string;
  /** Cancel a card on the stack: `by`/`target` its player and title, or null when the stack has no such card. */
  cancel(title: string, target: { by: number; title: string } | null, stackIndex: number): string;
  playNaturalDisaster(title: string, country: number, next: number): string;
  playOutbreak(title: string, country: number): string;
  playOpenBorders(title: string, country: number): string;
  playWar(title: string, country: number, dest: number): string;
  playAsylum(title: string, refugee: string, zone: number): string;
  playInstability(title: string, refugee: string, zone: number, dest: number): string;
  /** `refugee` null when no refugee holds the card. */
  playAltFacts(title: string, vetting: string, refugee: string | null): string;
  playFakeNews(title: string, vetting: string, refugee: string, zone: number): string;

  // --- Events
  playedAnswer(by: number, title: string, answered: string, stackIndex: number): string;
  playedNaturalDisaster(by: number, title: string, country: number, fleeing: string[], next: number): string;
  playedOutbreak(by: number, title: string, country: number): string;
  playedOpenBorders(by: number, title: string, country: number): string;
  playedWar(by: number, title: string, country: number, dest: number): string;
  playedAsylum(by: number, title: string, refugee: string): string;
  playedInstability(by: number, title: string, refugee: string, dest: number): string;
  playedAltFacts(by: number, title: string, vetting: string, refugee: string): string;
  playedFakeNews(by: number, title: string, vetting: string, refugee: string): string;
  chosen(seat: number, refugee: string, to: number): string;
  cancelled(by: number, title: string, hadFleeing: boolean): string;
  resolved(by: number, title: string): string;
  end(reason: EndReason | null, ender: number, options: EndOptions): string;
  turn(turn: number, seat: number): string;
  roll(seat: number, marks: number, bolts: number): string;
  arrives(refugee: string, seat: number): string;
  draws(seat: number, vetting: number, actions: number): string;
  youDraw(names: string[]): string;
  noTarget(seat: number, owe: number): string;
  passes(seat: number): string;
  accepted(seat: number, refugee: string, value: number, points: number, accepted: number): string;
  eliminated(seat: number, points: number, limit: number, to: number): string;
  cycled(seat: number, title: string): string;
  vetted(seat: number, refugee: string, zone: number, vetting: string): string;
  discarded(seat: number, vetting: string): string;
  reshuffleVetting(): string;
  reshuffleActions(): string;

  // --- Outcome and progress
  reason(reason: EndReason | null, options: EndOptions): string;
  /** The reason of a provisional ranking, when play is stopped before the end (a workshop's End play). */
  provisional(): string;
  finished(): string;
  progress(turn: number, most: number, of: number): string;
  /** An action card's title in a list of cards drawn ("Natural Disaster"). */
  cardTitle(title: string): string;
}
