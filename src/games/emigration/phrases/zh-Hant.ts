/**
 * Emigration in Traditional Chinese (Taiwan), with the words of the zh-Hant how-to-play: 保證代幣,
 * 持有區, 個人牌陣, 可拿取, 文件, 人脈, 護照, 機票, 發薪日, 生活卡, 入境通道, 要求標記, 移民官.
 */
import type { EmigrationPhrases, Goods } from './types.ts';

/** "玩家 2"; a sentence leaves a space after the number, as Taiwanese text spaces digits from words. */
const P = (p: number) => `玩家 ${p + 1}`;
/** "4 元", "2 份文件", "3 位人脈". */
const some = (n: number, goods: Goods) =>
  goods === 'money' ? `${n} 元` : goods === 'documents' ? `${n} 份文件` : `${n} 位人脈`;
const GOODS: Record<Goods, string> = { money: '錢', documents: '文件', connections: '人脈' };
const quote = (name: string) => `「${name}」`;

export const zhHant: EmigrationPhrases = {
  player: P,
  slot: (fromFront, index) => `${fromFront === 0 ? '最前排' : `從前數第 ${fromFront + 1} 排`}第 ${index + 1} 張`,
  kind: (kind) => (kind === 'document' ? '文件' : '人脈'),

  unknownAction: (action) => `未知的行動 ${action}`,
  graduateAction: () => '試著從大學畢業（擲出 1–3）',
  collegeAction: (start) => `上大學（學費：擲骰點數 + ${start}）`,
  forfeitAction: () => '放棄這個回合（沒有可做的必要行動）',
  fogDeclineAction: () => '不棄掉任何生活卡',
  tradeAction: (goods, per, gain) => `用 ${some(per, goods)}換 ${gain} 個保證代幣`,
  tradePlainAction: (goods) => `交換${GOODS[goods]}`,
  crossAction: (lane) => `在第 ${lane + 1} 條通道通過邊境`,
  fromLayout: (owner, slot) => (owner === null ? `，取自你的牌陣${slot}` : `，取自${P(owner)} 的牌陣${slot}（另付對方 1 元）`),
  buyAction: (name, kind, price, from) => `花 ${price} 元購買${kind ? `${quote(name)}（${kind === 'document' ? '文件' : '人脈'}）` : name}${from}`,
  buySkipAction: (name) => `免費拿${name}，跳過你的下一個回合`,
  scalpAction: (name, owner, price) => `花 ${price} 元向${P(owner)} 買下多出來的${name}`,
  discardAction: (name, from) => `棄掉${quote(name)}，換 2 元${from}`,
  activatePaydayAction: (from) => `啟用一張發薪日卡${from}`,
  activateAction: (name, from) => `啟用${quote(name)}${from}`,
  sellAction: (name) => `從持有區賣掉${quote(name)}，換 2 元`,
  fogDiscardInLayout: (name, owner, slot) => `棄掉${P(owner)} 牌陣中的生活卡${quote(name)}（${slot}）`,
  fogDiscardInStash: (name, owner) => `棄掉${P(owner)} 持有區中的生活卡${quote(name)}`,

  travelBonus: (p) => `${P(p)} 已經同時持有護照和機票，得到 1 個保證代幣。`,
  payOwner: (p, owner) => `${P(p)} 從${P(owner)} 的牌陣拿卡，付給對方 1 元。`,
  reveal: (owner, name) => `${P(owner)} 的牌陣：${quote(name)}翻成正面朝上。`,
  borderBegins: () => '已經沒有可拿取的卡：第二階段「通過邊境」開始。',
  penalty: (p, goods, fewerThan, lose, destination) =>
    `${P(p)} ${goods === 'money' ? `手上的錢少於 ${fewerThan} 元` : goods === 'documents' ? `持有的文件少於 ${fewerThan} 份` : `持有的人脈少於 ${fewerThan} 位`}，失去 ${lose} 個保證代幣（${destination}）。`,
  keepBonus: (p, amount) => `${P(p)} 保留的生活卡帶來 ${amount} 個保證代幣。`,
  timeLimit: () => '準備階段的時間上限到了。',
  skip: (p, name) => `${P(p)} 跳過這個回合，把${name}放進持有區。`,
  payday: (paid) => `發薪日！發放薪水：${paid.map((m, q) => `${P(q)} ${m} 元`).join('、')}。`,
  pandemicRoll: (p, roll, lose) =>
    `${P(p)} 擲出 ${roll}：每位玩家${lose ? '失去' : '得到'} ${roll} 元（${lose ? '疫情' : '經濟振興'}）。`,
  dieMoneyRoll: (p, roll) => `${P(p)} 擲出 ${roll}，得到 ${roll} 元。`,
  graduated: (p, roll, tokens) => `${P(p)} 擲出 ${roll}，畢業了：加薪，並得到 ${tokens} 個保證代幣。`,
  graduateFailed: (p, roll) => `${P(p)} 擲出 ${roll}，這次還沒能畢業。`,
  college: (p, roll, tuition) => `${P(p)} 擲出 ${roll}，付了 ${tuition} 元學費，開始上大學。`,
  collegeFailed: (p, roll, tuition) => `${P(p)} 擲出 ${roll}：學費 ${tuition} 元超過手上的錢，因此失去這個回合。`,
  forfeit: (p) => `${P(p)} 無法做任何必要行動，失去這個回合。`,
  stuck: () => '沒有玩家能做必要行動：每位玩家各得到 1 元。',
  fogDeclined: (p) => `${P(p)} 沒有棄掉任何生活卡。`,
  boughtFromBank: (p, name, price) => `${P(p)} 花 ${price} 元買了${name}。`,
  boughtFromLayout: (p, name, kind, price) => `${P(p)} 花 ${price} 元買了${quote(name)}（${kind}）。`,
  tookBySkipping: (p, name) => `${P(p)} 免費拿了${name}，倒放在面前，將跳過下一個回合。`,
  scalped: (p, owner, name, price) => `${P(p)} 花 ${price} 元向${P(owner)} 買下多出來的${name}。`,
  discarded: (p, name) => `${P(p)} 棄掉${quote(name)}，拿到 2 元。`,
  activated: (p, name, text) => `${P(p)} 啟用${quote(name)}：${text}`,
  sold: (p, name) => `${P(p)} 賣掉${quote(name)}，拿到 2 元。`,
  fogDiscarded: (p, name) => `${P(p)} 棄掉生活卡${quote(name)}。`,
  traded: (p, goods, per, gain) => `${P(p)} 用 ${some(per, goods)}換了 ${gain} 個保證代幣。`,
  entered: (p, token, lane, destination) => `${P(p)} 從第 ${lane + 1} 條通道抽到 ${token}，付出 ${token} 個保證代幣，進入${destination}！`,
  refused: (p, token, lane, destination, papers, assurance) =>
    `${P(p)} 從第 ${lane + 1} 條通道抽到 ${token}，無法進入${destination}${papers ? `（需要 ${token} 個保證代幣，只有 ${assurance} 個）` : '（沒有同時持有護照和機票）'}。`,
  gameOver: () => '每位玩家都嘗試過通過邊境了。遊戲結束。',

  everyoneEntered: () => '每個人都進入了目的地',
  someEntered: (entered, players) => `${players} 位玩家中有 ${entered} 位進入了目的地`,
  nobodyEntered: () => '沒有人進入目的地',
  tiedNoWinner: () => '保證代幣和錢都平手：沒有贏家，旅程本身就是樂趣',
  wonOnMoney: () => '保證代幣平手，以剩下較多的錢獲勝',
  wonOnAssurance: () => '在入境的玩家中，以剩下最多的保證代幣獲勝',

  provisional: () => '遊戲在結束前停止：已入境的玩家排在最前，其次是尚未過境的玩家，最後是被拒絕入境的玩家；各自依保證代幣、再依金錢排名',

  finished: () => '已結束',
  atTheBorder: (crossed, players) => `在邊境：${players} 位玩家中已有 ${crossed} 位嘗試通關`,
  preparation: (turn, left, total) => `準備階段：第 ${turn} 回合，${total} 張卡還剩 ${left} 張`,
};
