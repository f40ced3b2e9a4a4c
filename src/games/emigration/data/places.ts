/**
 * Destinations and nationalities: the same nine countries on both sides (EM-D10).
 * Trade rates are ours (EM-D11); Bosnia and Herzegovina is printed in the rulebook, and Canada is built
 * so that the rulebook's trade-in example (17 money, 1 document, 3 connections → +5) holds exactly.
 */
import type { Destination, Nationality } from './schema.ts';

export const destinations: Destination[] = [
  {
    id: 'bih', name: 'Bosnia and Herzegovina',
    money: { per: 6, gain: 2 }, documents: { per: 4, gain: 2 }, connections: { per: 2, gain: 6 },
    penalties: [{ item: 'documents', fewerThan: 2, lose: 2 }],
  },
  {
    id: 'canada', name: 'Canada',
    money: { per: 4, gain: 1 }, documents: { per: 2, gain: 2 }, connections: { per: 3, gain: 4 },
    penalties: [{ item: 'documents', fewerThan: 2, lose: 3 }],
  },
  {
    id: 'france', name: 'France',
    money: { per: 5, gain: 2 }, documents: { per: 2, gain: 3 }, connections: { per: 3, gain: 3 },
    penalties: [{ item: 'documents', fewerThan: 3, lose: 2 }],
  },
  {
    id: 'germany', name: 'Germany',
    money: { per: 4, gain: 1 }, documents: { per: 1, gain: 1 }, connections: { per: 4, gain: 4 },
    penalties: [{ item: 'documents', fewerThan: 3, lose: 3 }],
  },
  {
    id: 'japan', name: 'Japan',
    money: { per: 3, gain: 1 }, documents: { per: 3, gain: 4 }, connections: { per: 2, gain: 2 },
    penalties: [{ item: 'connections', fewerThan: 2, lose: 1 }],
  },
  {
    id: 'brazil', name: 'Brazil',
    money: { per: 6, gain: 2 }, documents: { per: 3, gain: 2 }, connections: { per: 1, gain: 2 },
    penalties: [],
  },
  {
    id: 'kenya', name: 'Kenya',
    money: { per: 5, gain: 2 }, documents: { per: 2, gain: 2 }, connections: { per: 2, gain: 3 },
    penalties: [{ item: 'money', fewerThan: 3, lose: 1 }],
  },
  {
    id: 'new-zealand', name: 'New Zealand',
    money: { per: 8, gain: 3 }, documents: { per: 2, gain: 2 }, connections: { per: 2, gain: 2 },
    penalties: [{ item: 'connections', fewerThan: 2, lose: 2 }],
  },
  {
    id: 'vietnam', name: 'Vietnam',
    money: { per: 4, gain: 1 }, documents: { per: 3, gain: 3 }, connections: { per: 3, gain: 5 },
    penalties: [],
  },
];

/** `start` is both starting money and the tuition base (the rulebook's French card shows 5 for both). */
export const nationalities: Nationality[] = [
  { id: 'bosnian', name: 'Bosnian', country: 'bih', start: 4 },
  { id: 'canadian', name: 'Canadian', country: 'canada', start: 6 },
  { id: 'french', name: 'French', country: 'france', start: 5 },
  { id: 'german', name: 'German', country: 'germany', start: 6 },
  { id: 'japanese', name: 'Japanese', country: 'japan', start: 6 },
  { id: 'brazilian', name: 'Brazilian', country: 'brazil', start: 4 },
  { id: 'kenyan', name: 'Kenyan', country: 'kenya', start: 3 },
  { id: 'new-zealander', name: 'New Zealander', country: 'new-zealand', start: 5 },
  { id: 'vietnamese', name: 'Vietnamese', country: 'vietnam', start: 3 },
];
