/**
 * The twelve action-card kinds, 40 cards in all (RF-D6..RF-D9). Counts per kind are not public;
 * ours favour the common moves (redirects and their answers). Kinds that only answer another card
 * carry Cycle, so a dead answer can be swapped at the start of its owner's turn (RF-D8).
 * "Flee" always means: at once the refugee leaves its Country Zone for the Fleeing Zone; when the
 * card resolves it keeps its destination, and it arrives there during Resolution (RF-R19, RF-R23).
 * A card that is cancelled has no effect and its fleeing refugees return to their zone.
 */
import type { ActionKindInfo } from './schema.ts';

export const ACTION_KIND_INFO: ActionKindInfo[] = [
  { kind: 'natural-disaster', title: 'Natural Disaster', cycle: false, copies: 4,
    text: 'Target a country. Every refugee in its Country Zone with fewer than 3 vetting cards flees to the next country clockwise.' },
  { kind: 'shelter', title: 'Shelter', cycle: true, copies: 4,
    text: 'Response. Cancel a Natural Disaster or a War on the stack: nobody has to flee from it.' },
  { kind: 'outbreak', title: 'Outbreak', cycle: false, copies: 3,
    text: 'Target a country. Its border health checks close: no refugee is accepted into it during this turn\'s Resolution.' },
  { kind: 'inoculation', title: 'Inoculation', cycle: true, copies: 3,
    text: 'Response. Cancel an Outbreak on the stack.' },
  { kind: 'immigration-court', title: 'Immigration Court', cycle: false, copies: 3,
    text: 'Response. A court suspends a measure: cancel any one action card on the stack, even another response.' },
  { kind: 'grant-of-asylum', title: 'Grant of Asylum', cycle: false, copies: 3,
    text: 'Target a refugee in a Country Zone. This turn it is accepted into the country it is in, even if it is not fully vetted.' },
  { kind: 'war', title: 'War', cycle: false, copies: 3,
    text: 'Target a country and name a destination country. The player controlling the target country chooses two of its refugees (one if it has only one); they flee to the destination.' },
  { kind: 'political-instability', title: 'Political Instability', cycle: false, copies: 4,
    text: 'Target a refugee in a Country Zone and name another country: the refugee flees there.' },
  { kind: 'fake-news', title: 'Fake News', cycle: true, copies: 3,
    text: 'Target a refugee in a Country Zone and put a vetting card from your hand with this card. It is placed on the refugee even if it already has 3 vetting cards (never more than 4).' },
  { kind: 'alternative-facts', title: 'Alternative Facts', cycle: false, copies: 4,
    text: 'Target a vetting card on a refugee in a Country Zone: it is removed and discarded, so the refugee must be vetted again.' },
  { kind: 'open-borders', title: 'Open Borders', cycle: false, copies: 3,
    text: 'Target a country (yours too). Each player other than its controller, clockwise from you, chooses one of their own refugees to flee to the target country.' },
  { kind: 'closed-borders', title: 'Closed Borders', cycle: true, copies: 3,
    text: 'Response. Cancel an action card on the stack that would make refugees flee into your country.' },
];
