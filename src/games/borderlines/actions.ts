/**
 * Borderlines' actions, declared once (engine `defineActions`): the numbering, encode, decode, the
 * text (text.ts), boards and the lab all read this declaration. A family's action is a chain of
 * small steps (BL-D9, BL-D13): choose a card → sell houses → pay → move each person road by road →
 * boat trips → finish. Places are numbered by their index in the content (at most
 * BORDERLINES_LIMITS.places), price slots by position, aid cards by kind (identical cards are one
 * choice, BL-D21).
 */
import { defineActions, type StructOf } from '../../engine/index.ts';
import { BORDERLINES_LIMITS } from './data/index.ts';

const PLACES = BORDERLINES_LIMITS.places;

/** Aid kinds played on their own (resettlement names its places: `resettle`). */
export const PLAYABLE_AID = ['step', 'people', 'money', 'camp'] as const;
export const AID_NAMES = ['step', 'people', 'resettle', 'money', 'camp'] as const;
/** Where a person arriving in a city stays (BL-D14): a free place, a camp place, the red area. */
export const SPOTS = ['city', 'camp', 'red'] as const;

const spec = {
  /** Buy nothing this round (BL-D10). */
  pass: {},
  /** Choose the card in a price slot (BL-R24). */
  choose: { parts: { slot: BORDERLINES_LIMITS.slots } },
  /** Sell a house for its value, while buying (BL-R25). */
  sell: {},
  /** Pay for the chosen card (then move). */
  pay: {},
  /** Play an aid card at the start of the turn (BL-R18..BL-R22, BL-D22). */
  playAid: { parts: { aid: PLAYABLE_AID } },
  /** Resettlement aid: a person in a camp at `from` goes to the starred city `to` (BL-R20, BL-D23). */
  resettle: { parts: { from: PLACES, to: PLACES } },
  /** Keep one of the aid cards offered (BL-R17). */
  keepAid: { parts: { aid: AID_NAMES } },
  /** A person at `from` starts a land move with the first road, to `to` (BL-R27). */
  walk: { parts: { from: PLACES, to: PLACES } },
  /** The person on the way takes the next road, to `to`. */
  step: { parts: { to: PLACES } },
  /** A boat trip: one person from `from` to `to` along a sea lane (BL-R37..BL-R43). */
  boat: { parts: { from: PLACES, to: PLACES } },
  /** End the action: the market shifts and refills (BL-R35). */
  finish: {},
  /** Where a person arriving to stay goes, when the family has a choice (BL-D14). */
  place: { parts: { spot: SPOTS } },
} as const;

export const borderlinesActions = defineActions(spec);
export type BorderlinesAction = StructOf<typeof spec>;

/** Fast positional encoders for the rules' loops. */
export const enc = {
  pass: borderlinesActions.encoder('pass'),
  choose: borderlinesActions.encoder('choose'),
  sell: borderlinesActions.encoder('sell'),
  pay: borderlinesActions.encoder('pay'),
  playAid: borderlinesActions.encoder('playAid'),
  resettle: borderlinesActions.encoder('resettle'),
  keepAid: borderlinesActions.encoder('keepAid'),
  walk: borderlinesActions.encoder('walk'),
  step: borderlinesActions.encoder('step'),
  boat: borderlinesActions.encoder('boat'),
  finish: borderlinesActions.encoder('finish'),
  place: borderlinesActions.encoder('place'),
};
