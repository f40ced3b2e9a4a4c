/**
 * Displacement in Traditional Chinese as written in Taiwan (DP-D31), with the terms of
 * docs/how-to-play/zh-Hant/displacement.md: 國家、代幣、社區、流離失所的人、緊急收容、移交、阻擋、情境卡.
 */
import type { Phrases } from './types.ts';

const people = (n: number) => `${n} 人`;
const tokens = (n: number) => `${n} 個代幣`;
const communities = (n: number) => `${n} 個社區`;

export const zhHant: Phrases = {
  nation: (n, region) => (region ? `第 ${n + 1} 國（${region}）` : `第 ${n + 1} 國`),
  people,
  tokens,
  communities,
  card: (name) => `「${name}」`,

  safeRegions: (names) => (names.length > 0 ? `安全地區：${names.join('、')}。` : ''),
  crisisLoss: (p, c, safe) => {
    const parts = [p > 0 ? people(p) : '', c > 0 ? communities(c) : ''].filter(Boolean);
    return `${parts.length ? `你失去 ${parts.join('和 ')}。` : '你不會失去任何東西。'}${safe}`;
  },
  babyBoomEffect: (p) => `${p} 個新生兒誕生，他們需要家園。`,
  crashEffect: (d, o) => `你失去 ${tokens(d)}，其他每個國家失去 ${tokens(o)}；這個回合和下個回合你都沒有收入。`,
  pandemicEffect: (p, safe) => `每個國家失去 ${people(p)}。${safe}`,
  marketBoomEffect: (c, t) => `你獲得 ${communities(c)}和 ${tokens(t)}。`,
  techEffect: (t) => `你獲得 ${tokens(t)}。`,
  urbanizationEffect: (p) => `其他每個國家各有 ${people(p)}搬到社區最多的國家。`,
  aidEffect: (t) => `代幣最多的國家給代幣最少的國家 ${tokens(t)}。`,

  unknownAction: (a) => `未知的行動 ${a}`,
  actBlock: (cost, card) => `付 ${tokens(cost)}阻擋${card}`,
  actBlockAny: '阻擋情境卡',
  actAccept: (card, effect) => `不阻擋${card}：${effect}`,
  actAcceptAny: '面對情境卡',
  actBuy: (cost, have) => `花 ${tokens(cost)}購買一個社區（目前有 ${tokens(have)}）`,
  actHouse: (d) => `把一位流離失所的人搬進社區（目前 ${people(d)}流離失所）`,
  actShelter: (cost, d) => `為 ${people(d)}支付 ${tokens(cost)}的緊急收容費用，並結束回合`,
  actGive: (to) => `把一位流離失所的人移交給${to}`,
  actEnd: '結束回合',

  evBlock: (n, cost, card) => `${n}付出 ${tokens(cost)}阻擋${card}：它對任何人都沒有影響。`,
  evBuy: (n, cost) => `${n}花 ${tokens(cost)}購買了一個社區。`,
  evHouse: (n, from) => `${n}把一位${from === null ? '' : `來自${from}的`}流離失所的人搬進了永久的家。`,
  evGive: (n, to) => `${n}付不起收容費用，把一位流離失所的人移交給${to}，對方收留了這個人。`,
  evShelter: (n, cost, p) => `${n}支付 ${tokens(cost)}的緊急收容費用：${people(p)}可以再待一個回合。`,
  evDraw: (n, card) => `${n}抽到${card}。`,
  evSafe: (n, card) => `${n}位於安全地區：${card}對它沒有影響。`,
  evLoss: (n, p, why) => `${n}：${people(p)}過世（${why}）。`,
  evCommunityLoss: (n, c, card) => `${n}因${card}失去 ${communities(c)}；住在那裡的家庭流離失所。`,
  evGrowth: (n, p) => `${n}：${p} 個新生兒誕生，他們需要家園。`,
  evCrash: (n, d, o) => `股市崩盤：${n}失去 ${tokens(d)}，這個回合和下個回合都沒有收入；其他每個國家失去 ${tokens(o)}。`,
  evBoom: (n, c, t) => `${n}獲得 ${communities(c)}和 ${tokens(t)}。`,
  evGain: (n, t) => `${n}獲得 ${tokens(t)}。`,
  evMigration: (p, from, to) => `${people(p)}從${from}搬到${to}找工作。`,
  evAid: (giver, to, t) => `發展援助：${giver}把 ${tokens(t)}送給${to}。`,
  evNoIncome: (n) => `${n}沒有收入：股市崩盤的影響仍在持續。`,
  evIncome: (n, t) => `${n}從住滿的社區收取 ${tokens(t)}。`,
  evCrashOver: (n) => `${n}把面前的股市崩盤卡丟進棄牌堆。`,
  evOver: (r) => `${r} 輪過後，沒有國家達成目標：遊戲結束，沒有人獲勝。`,
  evAnnounce: (n, goal, text) => `${n}宣布達成目標：「${goal}」。${text}`,

  unknownGoal: '未知',
  provisional: () => '遊戲在結束前停止：依各國離達成秘密目標有多近排名',
  reasonNobody: (r) => `${r} 輪之內沒有國家達成目標：沒有人獲勝`,
  reasonOne: (goal) => `一個國家達成了目標（${goal}）`,
  reasonMany: (count, goals) => `${count} 個國家一起達成了目標（${goals.join('、')}）`,
  progressOver: '已結束',
  progressRound: (r, rounds) => `第 ${r} 輪，共 ${rounds} 輪`,
  progressRoundOpen: (r) => `第 ${r} 輪`,
};
