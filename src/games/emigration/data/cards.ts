/**
 * Careers, documents, connections and life-card packs (EM-D12..EM-D15).
 * Documents and connections are listed so that any prefix has a spread of prices, because a game
 * uses the first N of each list (EM-D6).
 */
import type { LocalText } from '../../../engine/index.ts';
import type { Career, LifeCard } from './schema.ts';

/** The Author earns 1, as printed in the rulebook; pay raises add 1 and then 3. */
export const careers: Career[] = [
  { id: 'author', name: { en: 'Author', 'zh-Hant': '作家' }, salary: 1 },
  { id: 'farmer', name: { en: 'Farmer', 'zh-Hant': '農夫' }, salary: 1 },
  { id: 'musician', name: { en: 'Musician', 'zh-Hant': '音樂家' }, salary: 1 },
  { id: 'teacher', name: { en: 'Teacher', 'zh-Hant': '教師' }, salary: 2 },
  { id: 'nurse', name: { en: 'Nurse', 'zh-Hant': '護理師' }, salary: 2 },
  { id: 'electrician', name: { en: 'Electrician', 'zh-Hant': '電工' }, salary: 2 },
  { id: 'chef', name: { en: 'Chef', 'zh-Hant': '廚師' }, salary: 2 },
  { id: 'engineer', name: { en: 'Civil Engineer', 'zh-Hant': '土木工程師' }, salary: 3 },
  { id: 'pharmacist', name: { en: 'Pharmacist', 'zh-Hant': '藥師' }, salary: 3 },
];

export const documents = [
  { name: { en: 'Birth Certificate', 'zh-Hant': '出生證明' }, price: 2 },
  { name: { en: 'Bank Statement', 'zh-Hant': '銀行對帳單' }, price: 3 },
  { name: { en: 'University Diploma', 'zh-Hant': '大學畢業證書' }, price: 4 },
  { name: { en: 'Passport Photos', 'zh-Hant': '護照照片' }, price: 1 },
  { name: { en: 'Police Clearance Certificate', 'zh-Hant': '良民證' }, price: 3 },
  { name: { en: 'Medical Examination Report', 'zh-Hant': '體檢報告' }, price: 5 },
  { name: { en: 'Language Test Results', 'zh-Hant': '語言測驗成績' }, price: 4 },
  { name: { en: 'Proof of Address', 'zh-Hant': '地址證明' }, price: 1 },
  { name: { en: 'Employment Contract', 'zh-Hant': '工作合約' }, price: 4 },
  { name: { en: 'Reference Letter', 'zh-Hant': '推薦信' }, price: 2 },
  { name: { en: 'Vaccination Card', 'zh-Hant': '疫苗接種卡' }, price: 2 },
  { name: { en: 'Tax Return', 'zh-Hant': '報稅單' }, price: 3 },
  { name: { en: 'Translated Transcript', 'zh-Hant': '成績單譯本' }, price: 3 },
  { name: { en: 'Marriage Certificate', 'zh-Hant': '結婚證書' }, price: 2 },
  { name: { en: 'Apostille Stamp', 'zh-Hant': '海牙認證' }, price: 4 },
  { name: { en: 'Housing Contract', 'zh-Hant': '租屋契約' }, price: 5 },
  { name: { en: 'Health Insurance Policy', 'zh-Hant': '健康保險保單' }, price: 3 },
  { name: { en: 'Sponsorship Letter', 'zh-Hant': '擔保信' }, price: 4 },
  { name: { en: 'Résumé', 'zh-Hant': '履歷' }, price: 1 },
  { name: { en: 'Professional Licence', 'zh-Hant': '專業證照' }, price: 5 },
  { name: { en: 'Proof of Funds', 'zh-Hant': '財力證明' }, price: 3 },
];

export const connections = [
  { name: { en: 'Cousin Abroad', 'zh-Hant': '住在國外的表親' }, price: 2 },
  { name: { en: 'Former Classmate', 'zh-Hant': '老同學' }, price: 3 },
  { name: { en: 'Immigration Lawyer', 'zh-Hant': '移民律師' }, price: 5 },
  { name: { en: 'Language Exchange Partner', 'zh-Hant': '語言交換夥伴' }, price: 1 },
  { name: { en: 'Former Colleague', 'zh-Hant': '以前的同事' }, price: 3 },
  { name: { en: 'Job Recruiter', 'zh-Hant': '獵才顧問' }, price: 4 },
  { name: { en: 'Community Centre Volunteer', 'zh-Hant': '社區中心志工' }, price: 2 },
  { name: { en: 'Pen Pal', 'zh-Hant': '筆友' }, price: 1 },
  { name: { en: 'University Alumni Network', 'zh-Hant': '大學校友會' }, price: 4 },
  { name: { en: 'Host Family', 'zh-Hant': '寄宿家庭' }, price: 3 },
  { name: { en: 'Diaspora Association', 'zh-Hant': '海外同鄉會' }, price: 2 },
  { name: { en: 'Local Mentor', 'zh-Hant': '當地的導師' }, price: 4 },
  { name: { en: 'Faith Community', 'zh-Hant': '信仰團體' }, price: 2 },
  { name: { en: 'Sports Club Friend', 'zh-Hant': '運動社團的朋友' }, price: 1 },
  { name: { en: 'Aunt in the Capital', 'zh-Hant': '住在首都的阿姨' }, price: 3 },
  { name: { en: 'Workers\' Union Contact', 'zh-Hant': '工會聯絡人' }, price: 3 },
  { name: { en: 'Startup Founder', 'zh-Hant': '新創公司創辦人' }, price: 5 },
  { name: { en: 'Neighbour\'s Relative', 'zh-Hant': '鄰居的親戚' }, price: 2 },
  { name: { en: 'Hospital Recruiter', 'zh-Hant': '醫院的招募人員' }, price: 4 },
  { name: { en: 'Online Expat Group', 'zh-Hant': '網路上的外籍人士社群' }, price: 1 },
  { name: { en: 'Landlord Reference', 'zh-Hant': '房東的推薦' }, price: 3 },
];

/** A text in English and Traditional Chinese (EM-D30). */
const t = (en: string, zh: string): LocalText => ({ en, 'zh-Hant': zh });
const card = (name: LocalText, text: LocalText, effect: LifeCard['effect']): LifeCard => ({ name, text, effect });

/**
 * Seven packs of four. Socrates and Hippocrates hold the cards the rulebook describes; the rest are ours.
 * Each pack gives a different texture: Augustine home, Socrates luck and doubt, Hippocrates health and
 * status, Hypatia study, Confucius family, Ibn Battuta travel, Rumi feelings.
 */
export const lifePacks = [
  {
    name: 'Augustine',
    cards: [
      card(t('Family Savings', '家庭積蓄'), t('Your family helps with what they saved. Gain 3 money.', '家人拿出他們存下的錢幫你。得到 3 元。'), { type: 'money', amount: 3 }),
      card(t('Rent Increase', '房租上漲'), t('Your landlord raises the rent. Lose 2 money.', '房東調漲了房租。失去 2 元。'), { type: 'money', amount: -2 }),
      card(t('Community Mentor', '社區導師'), t('Keep this card. A mentor vouches for you: +1 assurance when you withdraw at the border.', '保留這張卡。一位導師為你擔保：你在邊境交換時，多得 1 個保證代幣。'), { type: 'keep', bonus: 'withdrawAssurance', amount: 1 }),
      card(t('Farewell Dinner', '餞別晚餐'), t('Friends gather to wish everyone well. Every player gains 1 money.', '朋友們聚在一起，祝福每個人一路順利。每位玩家得到 1 元。'), { type: 'moneyAll', amount: 1 }),
    ],
  },
  {
    name: 'Socrates',
    cards: [
      card(t('1st: Pandemic / 2nd: Economic Stimulus', '第一張：疫情／第二張：經濟振興'), t('Roll the die. If this is the first of these two cards activated, every player loses that much money; if it is the second, every player gains that much.', '擲骰。如果這是兩張之中第一張被啟用的，每位玩家失去擲出點數那麼多的錢；如果是第二張，每位玩家得到那麼多的錢。'), { type: 'pandemicStimulus' }),
      card(t('1st: Pandemic / 2nd: Economic Stimulus', '第一張：疫情／第二張：經濟振興'), t('Roll the die. If this is the first of these two cards activated, every player loses that much money; if it is the second, every player gains that much.', '擲骰。如果這是兩張之中第一張被啟用的，每位玩家失去擲出點數那麼多的錢；如果是第二張，每位玩家得到那麼多的錢。'), { type: 'pandemicStimulus' }),
      card(t('Mental Fog', '腦霧'), t('Lose 1 money, and you may discard any life card: one in any player\'s card stash, or face up in any Personal Cards Layout.', '失去 1 元，然後你可以棄掉任何一張生活卡：任何玩家持有區裡的，或任何個人牌陣中正面朝上的。'), { type: 'mentalFog', amount: 1 }),
      card(t('Evening Philosophy Class', '夜間哲學課'), t('Keep this card. Your college tuition is 1 lower.', '保留這張卡。你上大學的學費少 1 元。'), { type: 'keep', bonus: 'tuitionDiscount', amount: 1 }),
    ],
  },
  {
    name: 'Hippocrates',
    cards: [
      card(t('Join Elite Society', '加入菁英社團'), t('Gain 1 money for every 2 money the richest player has.', '最富有的玩家每有 2 元，你就得到 1 元。'), { type: 'eliteSociety' }),
      card(t('Medical Bills', '醫藥費帳單'), t('An unexpected treatment. Lose 3 money.', '一場意料之外的治療。失去 3 元。'), { type: 'money', amount: -3 }),
      card(t('Vaccination Record', '疫苗接種紀錄'), t('Your records are complete. Gain 1 assurance token.', '你的紀錄很完整。得到 1 個保證代幣。'), { type: 'assurance', amount: 1 }),
      card(t('Health Insurance', '健康保險'), t('Keep this card. Whenever a card makes you lose money, lose 1 less.', '保留這張卡。每當有卡片讓你失去錢，你少失去 1 元。'), { type: 'keep', bonus: 'lossShield', amount: 1 }),
    ],
  },
  {
    name: 'Hypatia',
    cards: [
      card(t('Scholarship', '獎學金'), t('Your application succeeds. Gain 4 money.', '你的申請通過了。得到 4 元。'), { type: 'money', amount: 4 }),
      card(t('Language Exam Passed', '通過語言考試'), t('You pass the language exam. Gain 2 assurance tokens.', '你通過了語言考試。得到 2 個保證代幣。'), { type: 'assurance', amount: 2 }),
      card(t('Private Tutoring', '當家教'), t('Keep this card. You earn 1 more money on every Payday, even while in college.', '保留這張卡。每個發薪日你多賺 1 元，上大學期間也一樣。'), { type: 'keep', bonus: 'salary', amount: 1 }),
      card(t('Exam Fees', '考試費用'), t('Registration fees are due. Lose 1 money.', '報名費要繳了。失去 1 元。'), { type: 'money', amount: -1 }),
    ],
  },
  {
    name: 'Confucius',
    cards: [
      card(t('Family Celebration', '家族喜事'), t('A wedding in the family brings everyone together. Every player gains 2 money.', '家裡的一場婚禮讓大家團聚。每位玩家得到 2 元。'), { type: 'moneyAll', amount: 2 }),
      card(t('Family Emergency', '家中急事'), t('A relative back home needs help. Lose 3 money.', '故鄉的一位親人需要幫忙。失去 3 元。'), { type: 'money', amount: -3 }),
      card(t('Letter of Recommendation', '推薦函'), t('A former employer writes for you. Gain 1 assurance token.', '以前的雇主為你寫了推薦函。得到 1 個保證代幣。'), { type: 'assurance', amount: 1 }),
      card(t('Relatives Abroad', '海外的親戚'), t('Keep this card. Relatives will host you: +2 assurance when you withdraw at the border.', '保留這張卡。親戚願意接待你：你在邊境交換時，多得 2 個保證代幣。'), { type: 'keep', bonus: 'withdrawAssurance', amount: 2 }),
    ],
  },
  {
    name: 'Ibn Battuta',
    cards: [
      card(t('Fare Sale', '機票特價'), t('Flight prices drop for a week. Gain 2 money.', '機票降價一個星期。得到 2 元。'), { type: 'money', amount: 2 }),
      card(t('Lost Luggage', '行李遺失'), t('Replacing what was lost costs you. Lose 2 money.', '補齊遺失的東西要花錢。失去 2 元。'), { type: 'money', amount: -2 }),
      card(t('Visa Interview Practice', '簽證面試練習'), t('You rehearse with a friend who emigrated. Gain 1 assurance token.', '你和一位已經移居國外的朋友一起演練。得到 1 個保證代幣。'), { type: 'assurance', amount: 1 }),
      card(t('Travel Agent Friend', '在旅行社工作的朋友'), t('Keep this card. Passports and Tickets cost you 1 less from the bank.', '保留這張卡。你向銀行買護照和機票時，少付 1 元。'), { type: 'keep', bonus: 'travelDiscount', amount: 1 }),
    ],
  },
  {
    name: 'Rumi',
    cards: [
      card(t('Homesickness', '思鄉'), t('You call home more often than you can afford. Lose 1 money.', '你打電話回家的次數，比你負擔得起的還多。失去 1 元。'), { type: 'money', amount: -1 }),
      card(t('Odd Jobs', '打零工'), t('Weekend work pays. Roll the die and gain that much money.', '週末打工有收入。擲骰，得到擲出點數那麼多的錢。'), { type: 'dieMoney' }),
      card(t('Second Thoughts', '猶豫'), t('Everyone doubts the plan for a while. Every player loses 1 money.', '每個人都對這個計畫猶豫了一陣子。每位玩家失去 1 元。'), { type: 'moneyAll', amount: -1 }),
      card(t('Pen Pal\'s Invitation', '筆友的邀請'), t('A friend abroad invites you. Gain 1 assurance token.', '一位在國外的朋友邀請你。得到 1 個保證代幣。'), { type: 'assurance', amount: 1 }),
    ],
  },
];
