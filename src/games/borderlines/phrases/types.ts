/**
 * Every sentence Borderlines says to players (BL-D42), one function per sentence, in a
 * phrasebook per language (`en.ts`, `zh-Hant.ts`). Names of families, places and cards come in
 * already picked in the book's language (content texts are `LocalText`, data/schema.ts); a family
 * comes in as its name (or null when the content has none) and its 0-based seat.
 */

/** What a black-market card does, with any aid played this turn. */
export interface CardWords { people: number; steps: number; boat: boolean }

export interface Phrases {
  // --- Names
  /** "the Haddad family" (`name` null: "family 2"). */
  family(name: string | null, seat: number): string;
  /** The same at the start of a sentence: "The Haddad family". */
  Family(name: string | null, seat: number): string;
  /** A place the content does not have: "place 7". */
  unknownPlace(place: number): string;
  /** "1 family member", "3 family members". */
  members(n: number): string;
  /** "3 people × 2 steps, boat trips for 3". */
  card(c: CardWords): string;
  /** Aid cards offered, in a list: "A and B". */
  offerList(names: string[]): string;

  // --- Action words (describeAction)
  unknownAction(action: number): string;
  pass(): string;
  choose(price: number, card: string): string;
  chooseMissing(price: number): string;
  sell(value: number, left: number): string;
  pay(price: number): string;
  playAid(name: string): string;
  resettle(from: string, to: string): string;
  keepAid(name: string): string;
  /** A person's first road: `steps` the steps of the whole move. */
  walk(from: string, to: string, steps: number): string;
  /** The next road: `left` the steps still to take after it. */
  step(to: string, left: number): string;
  boat(from: string, to: string): string;
  /** `unused`: people or boat trips of the card are left. */
  finish(unused: boolean): string;
  /** Where a person arriving stays (BL-D14), with what it brings. */
  place(spot: 'city' | 'camp' | 'red', place: string): string;

  // --- Events
  warCardHidden(card: string, year: number): string;
  warCardShown(card: string, year: number, zone: number, place: string): string;
  borderClosed(crossing: string, note: string): string;
  borderOpen(crossing: string): string;
  noCamp(): string;
  campOpens(camp: string, place: string, places: number): string;
  aidNone(): string;
  aidArrives(): string;
  aidReceived(aid: string): string;
  aidOffered(aids: string[]): string;
  roundBegins(round: number, Family: string): string;
  warPhase(): string;
  warReveal(card: string, zone: number, place: string): string;
  warRoll(card: string, place: string, family: string, rolls: number[], sum: number, deaths: number): string;
  warMoves(card: string, zone: number, place: string): string;
  warHiddenAgain(card: string): string;
  gameOver(rounds: number): string;
  trafficPaid(place: string, fee: number, family: string): string;
  trafficTaken(place: string, family: string): string;
  trafficUnpaid(place: string, fee: number, family: string): string;
  reachesEurope(family: string, place: string, bonus: number): string;
  travels(Family: string, path: string[]): string;
  boatSafe(from: string, to: string, family: string): string;
  boatReturned(from: string, to: string, family: string): string;
  boatLost(from: string, to: string, family: string): string;
  passed(Family: string): string;
  /** A person arrived and the family chooses where they stay (BL-D14). */
  arrivingChoice(family: string, place: string): string;
  placed(Family: string, place: string, spot: 'city' | 'camp' | 'red'): string;
  sold(Family: string, value: number): string;
  bought(Family: string, price: number, card: string): string;
  aidPlayed(Family: string, aid: string): string;
  resettled(family: string, from: string, to: string): string;
  marketShifts(price: number, card: string): string;
  aidKept(aid: string): string;
  aidChosen(Family: string): string;

  // --- Outcome and progress
  reasonShared(): string;
  reasonMoney(): string;
  reasonPoints(): string;
  /** The reason of a provisional ranking, when play is stopped before the end (a workshop's End play). */
  provisional(): string;
  finished(): string;
  /** "Round 2 of 6, choosing aid" / "Round 2 of 6, turn 3 of 4" (`turn` 0 while choosing aid). */
  progress(round: number, rounds: number, turn: number, players: number): string;
}
