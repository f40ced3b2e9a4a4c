/**
 * Cards, roulette, schedule and the debrief (BL-D1..BL-D4, BL-D17, BL-D21, BL-D25, BL-D29, BL-D30,
 * BL-D32). The rulebook printed these as pictures that are lost; each choice is a decision with its
 * reason in docs/rules/borderlines.md.
 */
import type { AidKindInfo, BlackMarketCard, CampCard, Family, RoundPlan, Segment, WarCard } from './schema.ts';

/** BL-D29: twelve smugglers' offers, four of them START cards; five carry a boat. */
export const blackMarket: BlackMarketCard[] = [
  { people: 2, steps: 2, boat: false, start: true },
  { people: 3, steps: 1, boat: false, start: true },
  { people: 1, steps: 3, boat: true, start: true },
  { people: 4, steps: 1, boat: false, start: true },
  { people: 3, steps: 2, boat: false, start: false },
  { people: 2, steps: 3, boat: false, start: false },
  { people: 2, steps: 2, boat: true, start: false },
  { people: 5, steps: 1, boat: false, start: false },
  { people: 1, steps: 4, boat: true, start: false },
  { people: 4, steps: 2, boat: false, start: false },
  { people: 3, steps: 3, boat: true, start: false },
  { people: 2, steps: 1, boat: true, start: false },
];

/** BL-D7: a new card enters at $25 and moves towards $10 as cards to its right are bought. */
export const priceSlots = [25, 20, 15, 10];

/**
 * A war card's table (BL-D4): no deaths below `from`, then one more death for every `every` points of
 * the dice sum, up to 12 rows.
 */
function table(from: number, every: number): WarCard['table'] {
  return Array.from({ length: 12 }, (_, k) => ({ sum: from + k * every, deaths: k + 1 }));
}

/** BL-D3: the six war cards, one per round, in the order of the war in Syria. */
export const warCards: WarCard[] = [
  { name: { en: 'Syrian government forces', 'zh-Hant': '敘利亞政府軍' }, year: 2011, faceDown: false, table: table(9, 6) },
  { name: { en: 'Armed opposition groups', 'zh-Hant': '反對派武裝' }, year: 2012, faceDown: false, table: table(11, 7) },
  { name: { en: 'Chemical weapons', 'zh-Hant': '化學武器' }, year: 2013, faceDown: false, table: table(6, 7) },
  { name: { en: 'ISIS', 'zh-Hant': '伊斯蘭國' }, year: 2014, faceDown: true, table: table(9, 6) },
  { name: { en: 'Coalition air strikes', 'zh-Hant': '聯軍空襲' }, year: 2014, faceDown: false, table: table(12, 6) },
  { name: { en: 'Russia air strikes', 'zh-Hant': '俄羅斯空襲' }, year: 2015, faceDown: true, table: table(6, 6) },
];

/** BL-D25: six real camps; none in Lebanon, which did not allow formal camps for Syrians. */
export const campCards: CampCard[] = [
  { place: 'hatay', name: { en: 'Yayladağı camp', 'zh-Hant': '亞伊拉達厄難民營' }, opened: 2011 },
  { place: 'gaziantep', name: { en: 'Nizip camp', 'zh-Hant': '尼濟普難民營' }, opened: 2012 },
  { place: 'mafraq', name: { en: 'Zaatari camp', 'zh-Hant': '扎塔里難民營' }, opened: 2012 },
  { place: 'sanliurfa', name: { en: 'Suruç camp', 'zh-Hant': '蘇魯奇難民營' }, opened: 2014 },
  { place: 'lesbos', name: { en: 'Kara Tepe camp', 'zh-Hant': '卡拉特佩難民營' }, opened: 2015 },
  { place: 'athens', name: { en: 'Eleonas camp', 'zh-Hant': '埃萊奧納斯難民營' }, opened: 2015 },
];

/** BL-D21: ten aid cards, two of each of the rulebook's five kinds. */
export const aid: AidKindInfo[] = [
  { kind: 'step', copies: 2, amount: 1, name: { en: 'One extra step', 'zh-Hant': '多走一步' }, text: { en: 'Each person you move with this turn\'s black-market card takes one more step.', 'zh-Hant': '這個回合用黑市卡移動的每個人，都多走一步。' } },
  { kind: 'people', copies: 2, amount: 2, name: { en: 'Two more people', 'zh-Hant': '多帶兩人' }, text: { en: 'This turn\'s black-market card moves two more people.', 'zh-Hant': '這個回合的黑市卡可以多移動兩個人。' } },
  { kind: 'resettle', copies: 2, amount: 0, name: { en: 'Resettlement', 'zh-Hant': '重新安置' }, text: { en: 'One of your family in a refugee camp goes straight to a city in Western Europe (no $20 bonus).', 'zh-Hant': '你在難民營裡的一位家人直接前往西歐的一座城市（沒有 $20 的獎勵）。' } },
  { kind: 'money', copies: 2, amount: 40, name: { en: 'Cash assistance', 'zh-Hant': '現金援助' }, text: { en: 'Take $40.', 'zh-Hant': '拿 $40。' } },
  { kind: 'camp', copies: 2, amount: 0, name: { en: 'New refugee camp', 'zh-Hant': '新難民營' }, text: { en: 'A refugee camp opens at the start of your turn.', 'zh-Hant': '在你的回合開始時，開放一座難民營。' } },
];

/**
 * BL-D17: the roulette, twenty segments. Boats: 15 safe, 4 turned back, 1 death. Traffickers: $5 ×5,
 * $10 ×6, $15 ×5, $20 ×3, one person lost. The outcomes are spread round the wheel.
 */
const wheel: Array<[Segment['boat'], number | null]> = [
  ['safe', 10], ['return', 5], ['safe', 15], ['safe', 10], ['safe', 20],
  ['return', 10], ['safe', 5], ['safe', 15], ['death', 10], ['safe', null],
  ['safe', 5], ['return', 15], ['safe', 10], ['safe', 20], ['safe', 5],
  ['return', 15], ['safe', 10], ['safe', 5], ['safe', 15], ['safe', 20],
];
export const roulette: Segment[] = wheel.map(([boat, fee]) => ({ boat, fee }));

/**
 * BL-D1: the event schedule. A war card every round; refugee camps in rounds 1, 3 and 5; aid in
 * rounds 2 and 5; borders A close in round 4 and B in round 6; the war phase (casualties) in 3 and 6.
 */
export const schedule: RoundPlan[] = [
  { events: [{ kind: 'war' }, { kind: 'camp' }], warPhase: false },
  { events: [{ kind: 'war' }, { kind: 'aid' }], warPhase: false },
  { events: [{ kind: 'war' }, { kind: 'camp' }], warPhase: true },
  { events: [{ kind: 'war' }, { kind: 'border', group: 'A' }], warPhase: false },
  { events: [{ kind: 'war' }, { kind: 'camp' }, { kind: 'aid' }], warPhase: false },
  { events: [{ kind: 'war' }, { kind: 'border', group: 'B' }], warPhase: true },
];

/**
 * BL-D30: four families, each a colour and a shape — the web table's seat marks (● ▲ ■ ◆ in the same
 * colours, dark enough to be text), so a family's people on the map match its seat everywhere.
 */
export const families: Family[] = [
  { name: { en: 'Haddad', 'zh-Hant': '哈達德' }, colour: '#b5452f', shape: 'circle' },
  { name: { en: 'Khalil', 'zh-Hant': '哈利勒' }, colour: '#1f66b5', shape: 'triangle' },
  { name: { en: 'Hamdan', 'zh-Hant': '哈姆丹' }, colour: '#2b7a47', shape: 'square' },
  { name: { en: 'Darwish', 'zh-Hant': '達爾維什' }, colour: '#7d5a79', shape: 'diamond' },
];

/** The rulebook's debriefing questions (BL-R53), with our Traditional Chinese (BL-D32, BL-D42). */
export const debrief: Array<{ en: string; 'zh-Hant': string }> = [
  { en: 'How did you feel while playing the game?', 'zh-Hant': '玩這個遊戲時，你有什麼感受？' },
  { en: 'Which part of the game did you find hardest and why?', 'zh-Hant': '你覺得遊戲中哪一部分最困難？為什麼？' },
  { en: 'How did you make decisions during the game and why?', 'zh-Hant': '你在遊戲中是怎樣做決定的？為什麼？' },
  { en: 'What stops us from welcoming refugees?', 'zh-Hant': '是什麼阻礙我們接納難民？' },
  { en: 'How can we welcome new people in our community?', 'zh-Hant': '我們可以怎樣在社區中接納新來的人？' },
  { en: 'How should we respond to the refugee crisis?', 'zh-Hant': '我們應該如何回應難民危機？' },
];

/** BL-R3, BL-R5, BL-R16, BL-R17, BL-R25, BL-R32, BL-R44, BL-R51. */
export const rules = {
  peoplePerZone: 3,
  startMoney: 40,
  houses: 5,
  houseValue: 25,
  europeBonus: 20,
  finalEuropeBonus: 20,
  cityPlaces: 3,
  campPlaces: 3,
  aidOffered: 2,
};
