/**
 * #refugee in Traditional Chinese as written in Taiwan (RF-D33), in the terms of
 * docs/how-to-play/zh-Hant/refugee.md: 境內區, 逃離區, 回應區, 審查卡, 行動卡, 接納, 跳過, 淘汰.
 */
import type { Region } from '../data/schema.ts';
import type { Phrases } from './types.ts';

const COLOUR: Record<Region, string> = {
  'north-america': '藍色', asia: '黃色', 'middle-east': '綠色', 'central-latin-america': '橘色',
};

const seat = (p: number): string => `玩家 ${p + 1}`;
const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
/** "（在玩家 2 的境內區）". */
const inZone = (zone: number) => (zone >= 0 ? `（在${seat(zone)}的境內區）` : '');
const list = (items: string[]) => items.join('、');

/**
 * Taiwan's typesetting: a space between Chinese and a number or a Latin letter ("玩家 2 接納了 3 位難民",
 * "審查分數 +4"). Applied to every sentence, so names and numbers can be put in without spaces.
 */
export function spacedZh(text: string): string {
  // One pass over the text, the same result as the two replacements of `spacedZhByRegExp` (the
  // spaces the first inserts never touch what the second looks for), about twice as fast: every
  // event sentence of a game goes through here. Only a character next to a Latin letter or a digit
  // is asked whether it is Han.
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if ((alnum || c === 43 || c === 45 || c === 0x2212) && i > 0 && hanEndsAt(text, i - 1)) {
      out += `${text.slice(from, i)} `;
      from = i;
    }
    if (alnum && i + 1 < text.length && hanStartsAt(text, i + 1)) {
      out += `${text.slice(from, i + 1)} `;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The definition `spacedZh` follows (kept for its test): a space between Han and [0-9A-Za-z], and between Han and a following + - −. */
export function spacedZhByRegExp(text: string): string {
  return text
    .replace(/(?<=[0-9A-Za-z])(?=\p{Script=Han})/gu, ' ')
    .replace(/(?<=\p{Script=Han})(?=[0-9A-Za-z+\-−])/gu, ' ');
}

const HAN = /^\p{Script=Han}$/u;
/** No Han character lies below U+2E80 (CJK Radicals Supplement), so most characters are answered without the pattern. */
const FIRST_HAN = 0x2e80;

/** Is the code point starting at `i` Han? */
function hanStartsAt(text: string, i: number): boolean {
  const cp = text.codePointAt(i)!;
  return cp >= FIRST_HAN && HAN.test(String.fromCodePoint(cp));
}

/** Is the code point ending at `i` (one unit, or a surrogate pair ending there) Han? */
function hanEndsAt(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  const start = unit >= 0xdc00 && unit <= 0xdfff && i > 0 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800 ? i - 1 : i;
  return hanStartsAt(text, start);
}

const book: Phrases = {
  seat,
  refugee: (name, age, origin) => `${name}（${age} 歲，${origin}）`,
  vetting: (name, value, colour) => `「${name}」${sign(value)}${colour ? `（${COLOUR[colour]}）` : ''}`,
  colour: (region) => COLOUR[region],
  list,

  unknownAction: (action) => `無法辨識的行動 ${action}`,
  keepAndRoll: () => '保留行動卡，擲骰',
  passAction: () => '跳過（目前不再打出行動卡）',
  cycle: (title) => `循環：棄掉一張「${title}」，再抽一張新的行動卡`,
  vet: (refugee, zone, vetting) => `用${vetting}審查${refugee}${inZone(zone)}`,
  discard: (vetting) => `棄掉${vetting}`,
  choose: (refugee, to) => `選擇讓${refugee}逃離${to >= 0 ? `，前往${seat(to)}` : ''}`,
  cancel: (title, target, i) =>
    `打出「${title}」：取消${target ? `${seat(target.by)}的「${target.title}」` : `第 ${i + 1} 張卡`}（回應區的第 ${i + 1} 張卡）`,
  playNaturalDisaster: (title, country, next) => `對${seat(country)}打出「${title}」：該國審查卡少於 3 張的難民逃往${seat(next)}`,
  playOutbreak: (title, country) => `對${seat(country)}打出「${title}」：這個回合該國不能接納任何難民`,
  playOpenBorders: (title, country) => `朝${seat(country)}打出「${title}」：其他每個國家各送一位難民到那裡`,
  playWar: (title, country, dest) => `對${seat(country)}打出「${title}」：該國選出兩位難民，逃往${seat(dest)}`,
  playAsylum: (title, refugee, zone) => `為${refugee}${inZone(zone)}打出「${title}」：這個回合就被接納`,
  playInstability: (title, refugee, zone, dest) => `對${refugee}${inZone(zone)}打出「${title}」：逃往${seat(dest)}`,
  playAltFacts: (title, vetting, refugee) => `打出「${title}」：從${refugee ?? '一位難民'}身上移除${vetting}`,
  playFakeNews: (title, vetting, refugee, zone) => `打出「${title}」：把${vetting}加到${refugee}${inZone(zone)}身上，即使已有 3 張也可以`,

  playedAnswer: (by, title, answered, i) => `${seat(by)}打出「${title}」，回應「${answered}」（回應區的第 ${i + 1} 張卡）。`,
  playedNaturalDisaster: (by, title, country, fleeing, next) =>
    `${seat(by)}對${seat(country)}打出「${title}」：${fleeing.length ? list(fleeing) : '沒有人'}逃往${seat(next)}。`,
  playedOutbreak: (by, title, country) => `${seat(by)}對${seat(country)}打出「${title}」。`,
  playedOpenBorders: (by, title, country) => `${seat(by)}朝${seat(country)}打出「${title}」：其他每個國家各選出一位自己的難民逃往那裡。`,
  playedWar: (by, title, country, dest) => `${seat(by)}對${seat(country)}打出「${title}」，目的地是${seat(dest)}：由${seat(country)}選出誰要逃離。`,
  playedAsylum: (by, title, refugee) => `${seat(by)}為${refugee}打出「${title}」。`,
  playedInstability: (by, title, refugee, dest) => `${seat(by)}打出「${title}」：${refugee}逃往${seat(dest)}。`,
  playedAltFacts: (by, title, vetting, refugee) => `${seat(by)}對${refugee}身上的${vetting}打出「${title}」。`,
  playedFakeNews: (by, title, vetting, refugee) => `${seat(by)}打出「${title}」：把${vetting}放到${refugee}身上。`,
  chosen: (p, refugee, to) => `${seat(p)}選擇讓${refugee}逃往${seat(to)}。`,
  cancelled: (by, title, hadFleeing) => `${seat(by)}的「${title}」被取消了${hadFleeing ? '：卡上的難民留在原地' : ''}。`,
  resolved: (by, title) => `${seat(by)}的「${title}」生效。`,
  end: (reason, ender, o) => {
    switch (reason) {
      case 'accepted': return `${seat(ender)}已接納 ${o.acceptToEnd} 位難民：遊戲結束。`;
      case 'deck': return '難民牌堆已經用完，場上也沒有難民了：遊戲結束。';
      case 'last-standing': return `其他國家都已被淘汰：${seat(ender)}是最後留下的國家。`;
      case 'target': return `${seat(ender)}的得分達到 ${o.targetScore} 分：遊戲結束。`;
      case 'turns': return `已達回合上限（${o.maxTurns} 回合）：遊戲結束。`;
      default: return '遊戲還沒有結束。';
    }
  },
  turn: (turn, p) => `第 ${turn + 1} 回合：輪到${seat(p)}。`,
  roll: (p, marks, bolts) => `${seat(p)}擲出 ${marks} 個白色記號和 ${bolts} 個閃電。`,
  arrives: (refugee, p) => `${refugee}來到${seat(p)}的境內區。`,
  draws: (p, vetting, actions) =>
    `${seat(p)}抽了${[vetting && ` ${vetting} 張審查卡`, actions && ` ${actions} 張行動卡`].filter(Boolean).join('和')}。`,
  youDraw: (names) => `你抽到：${names.join('；')}。`,
  noTarget: (p, owe) => `場上每位難民都已有 3 張審查卡：${seat(p)}無法打出剩下的 ${owe} 張。`,
  passes: (p) => `${seat(p)}跳過。`,
  accepted: (p, refugee, value, points, accepted) =>
    `${seat(p)}接納了${refugee}，審查分數 ${sign(value)}；${seat(p)}現在有 ${points} 分，已接納 ${accepted} 位難民。`,
  eliminated: (p, points, limit, to) =>
    `${seat(p)}的得分是 ${points} 分，不高於 ${limit} 分：這個國家被淘汰了。該國的難民轉往${seat(to)}。`,
  cycled: (p, title) => `${seat(p)}循環了一張「${title}」，並抽了一張新的行動卡。`,
  vetted: (p, refugee, zone, vetting) => `${seat(p)}審查${seat(zone)}境內區的${refugee}：${vetting}。`,
  discarded: (p, vetting) => `${seat(p)}棄掉${vetting}。`,
  reshuffleVetting: () => '審查卡牌堆用完了：用過的審查卡洗勻後成為新的牌堆。',
  reshuffleActions: () => '行動卡牌堆用完了：棄掉的行動卡洗勻後成為新的牌堆。',

  reason: (reason, o) => {
    switch (reason) {
      case 'accepted': return `有一個國家接納了 ${o.acceptToEnd} 位難民`;
      case 'deck': return '難民牌堆用完了，場上也沒有難民了';
      case 'last-standing': return '其他國家都被淘汰了';
      case 'target': return `有一個國家的得分達到 ${o.targetScore} 分`;
      default: return `已達回合上限（${o.maxTurns} 回合）`;
    }
  },
  provisional: () => '遊戲在結束前停止：依分數排名，其次比較接納的難民人數；被淘汰的國家排在最後',
  finished: () => '已結束',
  progress: (turn, most, of) => `第 ${turn + 1} 回合，接納最多難民的國家：${most}／${of} 位`,
  cardTitle: (title) => `「${title}」`,
};

/** The book, every sentence spaced (`spacedZh`). */
export const zhHant = Object.fromEntries(
  Object.entries(book).map(([k, f]) => [k, (...args: never[]) => spacedZh((f as (...a: never[]) => string)(...args))]),
) as unknown as Phrases;
