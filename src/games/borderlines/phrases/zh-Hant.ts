/**
 * Borderlines in Traditional Chinese as written in Taiwan (BL-D42), with the terms of the Chinese
 * how-to-play and catalogue (docs/how-to-play/zh-Hant/borderlines.md): 蛇頭 for smugglers, 人口販子
 * for traffickers, 紅區, 輪盤, 起始卡, 黑市卡, 援助卡, 難民營, 西歐. People are 家人 and 人.
 */
import type { Phrases } from './types.ts';

const family = (name: string | null, seat: number) => (name !== null ? `${name}家` : `第 ${seat + 1} 個家庭`);

export const zhHant: Phrases = {
  family,
  Family: family,
  unknownPlace: (place) => `地點 ${place}`,
  members: (n) => `${n} 位家人`,
  card: ({ people, steps, boat }) => `${people} 人 × ${steps} 步${boat ? `，附船：可供 ${people} 人乘船` : ''}`,
  offerList: (names) => names.join('和'),

  unknownAction: (action) => `未知的行動 ${action}`,
  pass: () => '這一輪什麼都不買',
  choose: (price, card) => `選擇 $${price} 的黑市卡：${card}`,
  chooseMissing: (price) => `選擇 $${price} 欄位的黑市卡`,
  sell: (value, left) => `以 $${value} 賣掉一棟房子（還有 ${left} 棟）`,
  pay: (price) => `付給蛇頭 $${price}，出發`,
  playAid: (name) => `使用援助卡：${name}`,
  resettle: (from, to) => `使用重新安置：在${from}難民營的一位家人前往${to}`,
  keepAid: (name) => `留下援助卡「${name}」`,
  walk: (from, to, steps) => (steps === 1
    ? `讓一位家人從${from}前往${to}`
    : `讓一位家人從${from}出發：先到${to}（還要再走 ${steps - 1} 步）`),
  step: (to, left) => (left === 0 ? `繼續前往${to}，在那裡停留` : `繼續前往${to}（還要再走 ${left} 步）`),
  boat: (from, to) => `讓一位家人從${from}乘船前往${to}（由輪盤決定結果）`,
  place: (spot, place) => (spot === 'city'
    ? `住進${place}的空位`
    : spot === 'camp'
      ? `住進${place}的難民營（重新安置援助可以把難民營裡的人送到西歐）`
      : `住進${place}的紅區：人口販子轉動輪盤（付一筆錢，或失去這個人）`),
  finish: (unused) => (unused ? '在這裡結束行動（卡上剩下的部分不再使用）' : '結束行動'),

  warCardHidden: (card, year) => `戰爭：${card}（${year} 年）。它的區域卡背面朝上，直到最後一次戰爭階段才會翻開。`,
  warCardShown: (card, year, zone, place) => `戰爭：${card}（${year} 年）威脅第 ${zone + 1} 區，${place}。`,
  borderClosed: (crossing, note) => `邊境檢查：${crossing}的邊境關口關閉了。在剩下的遊戲中，沒有人能再從那裡通過。${note}`,
  borderOpen: (crossing) => `邊境檢查：${crossing}的邊境關口保持開放。`,
  noCamp: () => '難民營卡已經用完了：這次沒有新的難民營開放。',
  campOpens: (camp, place, places) => `${place}的${camp}開放了：那裡可以多容納 ${places} 個人。`,
  aidNone: () => '援助本該到來，但所有援助卡都已經在各個家庭手中。',
  aidArrives: () => '援助到來：每個家庭拿到幾張援助卡，並祕密地留下其中一張。',
  aidReceived: (aid) => `你拿到一張援助卡：${aid}。`,
  aidOffered: (aids) => `你拿到的援助卡：${aids.join('和')}。請留下其中一張。`,
  roundBegins: (round, Family) => `第 ${round} 輪開始。${Family}持有起始卡。`,
  warPhase: () => '戰爭階段：戰火蔓延到受威脅的區域。',
  warReveal: (card, zone, place) => `${card}：區域卡翻開了，是第 ${zone + 1} 區，${place}。`,
  warRoll: (card, place, family, rolls, sum, deaths) => `${card}（${place}）：${family}擲出 ${rolls.join('、')}（總和 ${sum}）。${deaths === 0 ? '沒有人喪生。' : `${deaths} 位家人喪生。`}`,
  warMoves: (card, zone, place) => `${card}現在威脅第 ${zone + 1} 區，${place}。`,
  warHiddenAgain: (card) => `${card}：一張新的區域卡背面朝上。`,
  gameOver: (rounds) => `${rounds} 輪結束了。每個家庭為每位活著的人、每位在西歐的人和每棟保留的房子各得 1 分，每位過世的人扣 1 分。`,
  trafficPaid: (place, fee, family) => `在${place}的紅區（城裡的第三個位置）：人口販子向${family}索取 $${fee}，他們付了這筆錢。`,
  trafficTaken: (place, family) => `在${place}的紅區（城裡的第三個位置）：${family}的一位家人落入人口販子手中，從此下落不明。`,
  trafficUnpaid: (place, fee, family) => `在${place}的紅區（城裡的第三個位置）：人口販子索取 $${fee}，${family}付不起。一位家人從此下落不明。`,
  reachesEurope: (family, place, bonus) => `${family}的一位家人抵達西歐的${place}：這個家庭得到 $${bonus}。`,
  travels: (Family, path) => `${Family}：一位家人的路線是${path.join(' → ')}。`,
  boatSafe: (from, to, family) => `從${from}開往${to}的船平安抵達，船上有${family}的一位家人。`,
  boatReturned: (from, to, family) => `從${from}開往${to}的船被遣返：${family}的這位家人留在${from}。`,
  boatLost: (from, to, family) => `從${from}開往${to}的船沒能渡過大海：${family}的一位家人在海上喪生。`,
  arrivingChoice: (family, place) => `${family}的一位家人抵達${place}：由家庭決定他住在哪裡。`,
  placed: (Family, place, spot) => `${Family}${spot === 'city' ? '住進' : spot === 'camp' ? '前往' : '進入'}${place}${spot === 'city' ? '的空位' : spot === 'camp' ? '的難民營' : '的紅區'}。`,
  passed: (Family) => `${Family}這一輪什麼都沒買。`,
  sold: (Family, value) => `${Family}以 $${value} 賣掉一棟房子。`,
  bought: (Family, price, card) => `${Family}付給蛇頭 $${price}，買下「${card}」。`,
  aidPlayed: (Family, aid) => `${Family}使用援助卡：${aid}。`,
  resettled: (family, from, to) => `重新安置：${family}的一位家人從${from}的難民營前往${to}。`,
  marketShifts: (price, card) => `黑市的卡往便宜的方向挪動；$${price} 的欄位出現新的門路：${card}。`,
  aidKept: (aid) => `你留下了「${aid}」；另一張卡回到援助牌堆。`,
  aidChosen: (Family) => `${Family}已經選好一張援助卡。`,

  reasonShared: () => '得分和錢都相同：並列第一',
  reasonMoney: () => '得分相同，以錢較多獲勝',
  reasonPoints: () => '以最高得分獲勝',
  provisional: () => '遊戲在結束前停止：依各家庭目前的得分排名（活著的人、抵達西歐的人、保住的房子，減去死去的人），其次比較錢',
  finished: () => '已結束',
  progress: (round, rounds, turn, players) => `第 ${round} 輪（共 ${rounds} 輪），${turn === 0 ? '正在選擇援助卡' : `第 ${turn} 個行動（共 ${players} 個）`}`,
};
