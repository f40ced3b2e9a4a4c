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
  { kind: 'natural-disaster', title: { en: 'Natural Disaster', 'zh-Hant': '天災' }, cycle: false, copies: 4,
    text: {
      en: 'Target a country. Every refugee in its Country Zone with fewer than 3 vetting cards flees to the next country clockwise.',
      'zh-Hant': '指定一個國家。該國境內區裡，審查卡少於 3 張的每一位難民，都逃往順時針方向的下一個國家。',
    } },
  { kind: 'shelter', title: { en: 'Shelter', 'zh-Hant': '庇護所' }, cycle: true, copies: 4,
    text: {
      en: 'Response. Cancel a Natural Disaster or a War on the stack: nobody has to flee from it.',
      'zh-Hant': '回應。取消回應區裡的一張「天災」或「戰爭」：沒有人需要因此逃離。',
    } },
  { kind: 'outbreak', title: { en: 'Outbreak', 'zh-Hant': '疫情爆發' }, cycle: false, copies: 3,
    text: {
      en: 'Target a country. Its border health checks close: no refugee is accepted into it during this turn\'s Resolution.',
      'zh-Hant': '指定一個國家。該國關閉邊境的健康檢查：在這個回合的結算中，沒有任何難民能被該國接納。',
    } },
  { kind: 'inoculation', title: { en: 'Inoculation', 'zh-Hant': '疫苗接種' }, cycle: true, copies: 3,
    text: {
      en: 'Response. Cancel an Outbreak on the stack.',
      'zh-Hant': '回應。取消回應區裡的一張「疫情爆發」。',
    } },
  { kind: 'immigration-court', title: { en: 'Immigration Court', 'zh-Hant': '移民法庭' }, cycle: false, copies: 3,
    text: {
      en: 'Response. A court suspends a measure: cancel any one action card on the stack, even another response.',
      'zh-Hant': '回應。法院暫停一項措施：取消回應區裡的任何一張行動卡，連另一張回應卡也可以。',
    } },
  { kind: 'grant-of-asylum', title: { en: 'Grant of Asylum', 'zh-Hant': '給予庇護' }, cycle: false, copies: 3,
    text: {
      en: 'Target a refugee in a Country Zone. This turn it is accepted into the country it is in, even if it is not fully vetted.',
      'zh-Hant': '指定某國境內區裡的一位難民。這個回合，他會被所在的國家接納，即使還沒有審查完成。',
    } },
  { kind: 'war', title: { en: 'War', 'zh-Hant': '戰爭' }, cycle: false, copies: 3,
    text: {
      en: 'Target a country and name a destination country. The player controlling the target country chooses two of its refugees (one if it has only one); they flee to the destination.',
      'zh-Hant': '指定一個國家，再指定一個目的地國家。控制目標國家的玩家從自己的難民中選出兩位（只有一位時就選一位），他們逃往目的地國家。',
    } },
  { kind: 'political-instability', title: { en: 'Political Instability', 'zh-Hant': '政局動盪' }, cycle: false, copies: 4,
    text: {
      en: 'Target a refugee in a Country Zone and name another country: the refugee flees there.',
      'zh-Hant': '指定某國境內區裡的一位難民，再指定另一個國家：這位難民逃往那裡。',
    } },
  { kind: 'fake-news', title: { en: 'Fake News', 'zh-Hant': '假新聞' }, cycle: true, copies: 3,
    text: {
      en: 'Target a refugee in a Country Zone and put a vetting card from your hand with this card. It is placed on the refugee even if it already has 3 vetting cards (never more than 4).',
      'zh-Hant': '指定某國境內區裡的一位難民，並把手上的一張審查卡和這張卡一起打出。即使這位難民已有 3 張審查卡，那張審查卡也會放到他身上（最多 4 張）。',
    } },
  { kind: 'alternative-facts', title: { en: 'Alternative Facts', 'zh-Hant': '另類事實' }, cycle: false, copies: 4,
    text: {
      en: 'Target a vetting card on a refugee in a Country Zone: it is removed and discarded, so the refugee must be vetted again.',
      'zh-Hant': '指定某國境內區裡一位難民身上的一張審查卡：把它移除並棄掉，這位難民必須重新接受審查。',
    } },
  { kind: 'open-borders', title: { en: 'Open Borders', 'zh-Hant': '開放邊境' }, cycle: false, copies: 3,
    text: {
      en: 'Target a country (yours too). Each player other than its controller, clockwise from you, chooses one of their own refugees to flee to the target country.',
      'zh-Hant': '指定一個國家（也可以是你自己的）。除了該國的控制者，其他每位玩家從你開始按順時針方向，各選出一位自己的難民逃往目標國家。',
    } },
  { kind: 'closed-borders', title: { en: 'Closed Borders', 'zh-Hant': '關閉邊境' }, cycle: true, copies: 3,
    text: {
      en: 'Response. Cancel an action card on the stack that would make refugees flee into your country.',
      'zh-Hant': '回應。取消回應區裡一張會讓難民逃進你國家的行動卡。',
    } },
];
