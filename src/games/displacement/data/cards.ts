/**
 * The default Displacement content (DP-D1..DP-D6). The rulebook names the components and gives worked
 * examples (Forest Fire, Baby Boom, Stock Market Crash, Pandemic, Market Boom, Tech Innovation, Mass
 * Urbanization, Development Aid); every card is ours, built so that the examples play exactly as printed
 * and blocking is a real decision: a crisis costs about a community's price to avoid.
 */

export const rules = {
  /** DP-R3..DP-R6, DP-R18: 16 squares, 3 people a community, a community costs 3, shelter 1 a person. */
  squares: 16,
  capacity: 3,
  communityCost: 3,
  shelterCost: 1,
  /** DP-R20: one token per full community. */
  income: 1,
  startTokens: 5,
  startCommunities: 3,
  startDisplaced: 3,
  /** DP-R27. */
  entrepreneurialTokens: 15,
  /** DP-D19: the game ends, with nobody winning, after 16 rounds. */
  rounds: 16,
};

/** DP-D3: climate attributes, on which Safe Regions are stated. */
export const attributes = [
  { id: 'arid', name: { en: 'arid', 'zh-Hant': '乾燥' } },
  { id: 'sparse', name: { en: 'sparsely populated', 'zh-Hant': '人口稀少' } },
  { id: 'coastal', name: { en: 'coastal', 'zh-Hant': '沿海' } },
  { id: 'inland', name: { en: 'inland', 'zh-Hant': '內陸' } },
  { id: 'tropical', name: { en: 'tropical', 'zh-Hant': '熱帶' } },
  { id: 'temperate', name: { en: 'temperate', 'zh-Hant': '溫帶' } },
  { id: 'cold', name: { en: 'cold', 'zh-Hant': '寒冷' } },
  { id: 'forest', name: { en: 'forested', 'zh-Hant': '森林茂密' } },
  { id: 'mountains', name: { en: 'mountainous', 'zh-Hant': '多山' } },
];

/** DP-D3: eight region cards; each nation draws one. Taiga is the rulebook's example. */
export const regions = [
  { id: 'taiga', name: { en: 'Taiga', 'zh-Hant': '針葉林' }, text: { en: 'Boreal forest with mountains: long cold winters, towns spread along the rivers.', 'zh-Hant': '北方針葉林與山脈交錯：冬天漫長寒冷，城鎮沿著河流分布。' }, attributes: ['forest', 'mountains', 'cold', 'inland'] },
  { id: 'desert', name: { en: 'Desert', 'zh-Hant': '沙漠' }, text: { en: 'Dry and sparsely populated; towns gather around oases and wells.', 'zh-Hant': '乾燥、人口稀少；城鎮聚集在綠洲和水井周圍。' }, attributes: ['arid', 'sparse', 'inland'] },
  { id: 'steppe', name: { en: 'Steppe', 'zh-Hant': '草原' }, text: { en: 'Wide grasslands, few people, hot summers and cold winters.', 'zh-Hant': '遼闊的草原，人煙稀少，夏天炎熱、冬天寒冷。' }, attributes: ['sparse', 'temperate', 'inland'] },
  { id: 'coastal-plain', name: { en: 'Coastal plain', 'zh-Hant': '沿海平原' }, text: { en: 'Busy ports and farmland along a temperate coast.', 'zh-Hant': '溫帶海岸沿線有繁忙的港口和農田。' }, attributes: ['coastal', 'temperate'] },
  { id: 'tropical-islands', name: { en: 'Tropical islands', 'zh-Hant': '熱帶島嶼' }, text: { en: 'Islands with fishing villages and a warm, stormy season.', 'zh-Hant': '散布著漁村的島嶼，溫暖的季節裡常有暴風雨。' }, attributes: ['tropical', 'coastal'] },
  { id: 'rainforest', name: { en: 'Rainforest', 'zh-Hant': '雨林' }, text: { en: 'Dense tropical forest; villages along the great rivers.', 'zh-Hant': '茂密的熱帶森林；村莊沿著大河分布。' }, attributes: ['tropical', 'forest', 'inland'] },
  { id: 'highlands', name: { en: 'Highlands', 'zh-Hant': '高地' }, text: { en: 'A dry mountain plateau with scattered farming towns.', 'zh-Hant': '乾燥的山地高原，散布著務農的小鎮。' }, attributes: ['mountains', 'arid', 'sparse', 'inland'] },
  { id: 'river-valley', name: { en: 'River valley', 'zh-Hant': '河谷' }, text: { en: 'Fertile farmland and crowded cities along a temperate river.', 'zh-Hant': '溫帶河流沿岸有肥沃的農地和擁擠的城市。' }, attributes: ['temperate', 'inland', 'forest'] },
];

/** DP-D4: the goal deck, three of each objective; each nation draws one and keeps it hidden. */
const goalTexts = {
  humanitarian: { name: { en: 'Humanitarian nation', 'zh-Hant': '人道主義國家' }, text: { en: 'Win when all people of all nations are housed in permanent communities: nobody is left displaced anywhere.', 'zh-Hant': '當所有國家的所有人都住在永久的社區裡，任何地方都再也沒有人流離失所時，你就獲勝。' } },
  metropolitan: { name: { en: 'Metropolitan nation', 'zh-Hant': '大都會國家' }, text: { en: 'Win when all 16 squares of your own board hold a community.', 'zh-Hant': '當你自己版圖上全部 16 格都有社區時，你就獲勝。' } },
  entrepreneurial: { name: { en: 'Entrepreneurial nation', 'zh-Hant': '企業家國家' }, text: { en: 'Win when you hold 15 tokens.', 'zh-Hant': '當你持有 15 個代幣時，你就獲勝。' } },
} as const;
export const goals = (['humanitarian', 'metropolitan', 'entrepreneurial'] as const).flatMap((goal) =>
  [1, 2, 3].map((n) => ({ id: `${goal}-${n}`, goal, ...goalTexts[goal] })));

/** DP-D5: the scenario deck, 27 cards; every kind of the rulebook, costs and damage that make blocking a choice. */
export const scenarios = [
  // Individual crises (DP-R28, DP-R29): one nation, one turn.
  { id: 'forest-fire', kind: 'crisis', name: { en: 'Forest Fire', 'zh-Hant': '森林大火' }, text: { en: 'A wildfire spreads through towns at the forest edge. Families flee their homes.', 'zh-Hant': '野火延燒到森林邊緣的城鎮，一家家的人逃離家園。' }, safe: ['sparse'], cost: 3, people: 1, communities: 1 },
  { id: 'flood', kind: 'crisis', name: { en: 'Flood', 'zh-Hant': '水災' }, text: { en: 'A river bursts its banks; a neighbourhood is under water and its families must leave.', 'zh-Hant': '河水潰堤，整個街區泡在水裡，住在那裡的家庭必須離開。' }, safe: ['arid', 'mountains'], cost: 3, people: 0, communities: 1 },
  { id: 'hurricane', kind: 'crisis', name: { en: 'Hurricane', 'zh-Hant': '颶風' }, text: { en: 'A hurricane makes landfall. Homes are destroyed and lives are lost.', 'zh-Hant': '颶風登陸，房屋被摧毀，有人因此喪生。' }, safe: ['inland'], cost: 4, people: 1, communities: 1 },
  { id: 'tornado', kind: 'crisis', name: { en: 'Tornado', 'zh-Hant': '龍捲風' }, text: { en: 'A tornado tears through a town. Its families need new homes.', 'zh-Hant': '龍捲風橫掃一座城鎮，那裡的家庭需要新的家。' }, safe: ['mountains', 'forest'], cost: 2, people: 0, communities: 1 },
  { id: 'earthquake', kind: 'crisis', name: { en: 'Earthquake', 'zh-Hant': '地震' }, text: { en: 'An earthquake brings down houses; rescuers search the rubble.', 'zh-Hant': '地震震垮了房屋，救難人員在瓦礫堆中搜尋。' }, safe: ['sparse'], cost: 4, people: 2, communities: 1 },
  { id: 'drought', kind: 'crisis', name: { en: 'Drought', 'zh-Hant': '乾旱' }, text: { en: 'The rains fail for a second year. The harvest is lost and people die of hunger.', 'zh-Hant': '連續第二年沒有下雨，收成全毀，有人因飢餓而死。' }, safe: ['coastal', 'tropical'], cost: 2, people: 2, communities: 0 },
  { id: 'heatwave', kind: 'crisis', name: { en: 'Heatwave', 'zh-Hant': '熱浪' }, text: { en: 'Weeks of extreme heat. Older people and small children are at risk.', 'zh-Hant': '極端高溫持續了好幾個星期，長者和幼童的生命受到威脅。' }, safe: ['cold', 'mountains'], cost: 1, people: 1, communities: 0 },
  { id: 'tsunami', kind: 'crisis', name: { en: 'Tsunami', 'zh-Hant': '海嘯' }, text: { en: 'A wave floods the coast. Whole streets are swept away.', 'zh-Hant': '巨浪淹沒海岸，整條整條的街道被沖走。' }, safe: ['inland'], cost: 5, people: 2, communities: 2 },
  { id: 'regional-conflict', kind: 'crisis', name: { en: 'Regional Conflict', 'zh-Hant': '區域衝突' }, text: { en: 'Fighting breaks out in a border region. Families leave everything behind.', 'zh-Hant': '邊境地區爆發戰鬥，許多家庭拋下一切離開。' }, safe: [], cost: 4, people: 1, communities: 1 },
  { id: 'regional-conflict-2', kind: 'crisis', name: { en: 'Regional Conflict', 'zh-Hant': '區域衝突' }, text: { en: 'Armed groups take over a district. Its people flee to safer towns.', 'zh-Hant': '武裝團體占領了一個地區，當地居民逃往比較安全的城鎮。' }, safe: [], cost: 3, people: 0, communities: 1 },
  // Baby Booms (DP-R30).
  { id: 'baby-boom-1', kind: 'babyBoom', name: { en: 'Baby Boom', 'zh-Hant': '嬰兒潮' }, text: { en: 'Many babies are born this year. Welcome!', 'zh-Hant': '今年有許多嬰兒出生。歡迎他們！' }, cost: 1, people: 2 },
  { id: 'baby-boom-2', kind: 'babyBoom', name: { en: 'Baby Boom', 'zh-Hant': '嬰兒潮' }, text: { en: 'Families grow: the maternity wards are full.', 'zh-Hant': '家庭人口增加：產房都滿了。' }, cost: 2, people: 3 },
  { id: 'baby-boom-3', kind: 'babyBoom', name: { en: 'Baby Boom', 'zh-Hant': '嬰兒潮' }, text: { en: 'A generation of newborns needs homes, schools and care.', 'zh-Hant': '新的一代孩子需要家、學校和照顧。' }, cost: 3, people: 4 },
  // Stock Market Crash (DP-R31, DP-R32): the rulebook's example.
  { id: 'stock-market-crash-1', kind: 'crash', name: { en: 'Stock Market Crash', 'zh-Hant': '股市崩盤' }, text: { en: 'Markets fall worldwide. Savings are lost and building stops.', 'zh-Hant': '全球市場重挫，積蓄化為烏有，建設也停擺了。' }, cost: 7, drawerLoses: 3, othersLose: 2, turns: 2 },
  { id: 'stock-market-crash-2', kind: 'crash', name: { en: 'Stock Market Crash', 'zh-Hant': '股市崩盤' }, text: { en: 'A banking crisis spreads from one country to the next.', 'zh-Hant': '一場銀行危機從一個國家蔓延到另一個國家。' }, cost: 7, drawerLoses: 3, othersLose: 2, turns: 2 },
  // Pandemics (DP-R33, DP-R34): the rulebook's example.
  { id: 'pandemic-1', kind: 'pandemic', name: { en: 'Pandemic', 'zh-Hant': '大流行病' }, text: { en: 'A new disease spreads along trade routes. Hospitals are overwhelmed.', 'zh-Hant': '一種新的疾病沿著貿易路線傳播，醫院不堪負荷。' }, safe: ['arid'], cost: 5, people: 3 },
  { id: 'pandemic-2', kind: 'pandemic', name: { en: 'Pandemic', 'zh-Hant': '大流行病' }, text: { en: 'An epidemic crosses borders faster than vaccines can be made.', 'zh-Hant': '疫情跨越國界的速度，比疫苗做出來的速度還快。' }, safe: ['arid'], cost: 5, people: 3 },
  // Market Boom (DP-R35), Tech Innovation (DP-R36).
  { id: 'market-boom-1', kind: 'marketBoom', name: { en: 'Market Boom', 'zh-Hant': '市場繁榮' }, text: { en: 'Trade is strong: new housing goes up.', 'zh-Hant': '貿易興盛：新的住宅紛紛蓋起來。' }, communities: 1, tokens: 2 },
  { id: 'market-boom-2', kind: 'marketBoom', name: { en: 'Market Boom', 'zh-Hant': '市場繁榮' }, text: { en: 'Investment flows in and a new neighbourhood is built.', 'zh-Hant': '投資湧入，蓋起了一個新的住宅區。' }, communities: 1, tokens: 2 },
  { id: 'tech-innovation-1', kind: 'techInnovation', name: { en: 'Tech Innovation', 'zh-Hant': '科技創新' }, text: { en: 'A new invention opens new industries.', 'zh-Hant': '一項新發明開創了新的產業。' }, tokens: 2 },
  { id: 'tech-innovation-2', kind: 'techInnovation', name: { en: 'Tech Innovation', 'zh-Hant': '科技創新' }, text: { en: 'Cheaper clean energy lowers everyone\'s costs.', 'zh-Hant': '更便宜的潔淨能源降低了所有人的開銷。' }, tokens: 2 },
  { id: 'market-boom-3', kind: 'marketBoom', name: { en: 'Market Boom', 'zh-Hant': '市場繁榮' }, text: { en: 'A building programme brings affordable homes to a growing town.', 'zh-Hant': '一項建設計畫為一座成長中的城鎮帶來平價住宅。' }, communities: 1, tokens: 2 },
  // Mass Urbanization (DP-R37), Development Aid (DP-R38).
  { id: 'mass-urbanization-1', kind: 'urbanization', name: { en: 'Mass Urbanization', 'zh-Hant': '大規模都市化' }, text: { en: 'People move to the biggest cities in search of work.', 'zh-Hant': '人們為了找工作，搬到最大的城市。' }, people: 1 },
  { id: 'mass-urbanization-2', kind: 'urbanization', name: { en: 'Mass Urbanization', 'zh-Hant': '大規模都市化' }, text: { en: 'Jobs draw families from the countryside to the growing cities.', 'zh-Hant': '工作機會吸引家庭從鄉下搬到日益擴張的城市。' }, people: 1 },
  { id: 'development-aid-1', kind: 'developmentAid', name: { en: 'Development Aid', 'zh-Hant': '發展援助' }, text: { en: 'The wealthiest nation supports the poorest.', 'zh-Hant': '最富有的國家援助最貧窮的國家。' }, tokens: 4 },
  { id: 'development-aid-2', kind: 'developmentAid', name: { en: 'Development Aid', 'zh-Hant': '發展援助' }, text: { en: 'An international fund asks the richest to help the poorest.', 'zh-Hant': '一個國際基金呼籲最富有的國家幫助最貧窮的國家。' }, tokens: 4 },
  { id: 'market-boom-4', kind: 'marketBoom', name: { en: 'Market Boom', 'zh-Hant': '市場繁榮' }, text: { en: 'Better farming tools raise the harvest; villages grow.', 'zh-Hant': '更好的農具提高了收成，村莊也跟著成長。' }, communities: 1, tokens: 2 },
];

/** DP-D6: questions for the debrief after a game. */
export const debrief = [
  { en: 'Which crisis hit your nation hardest, and could you have prepared for it?', 'zh-Hant': '哪一場危機對你的國家打擊最大？你原本能事先做好準備嗎？' },
  { en: 'When you could not pay for shelter, how did you choose who to hand people to? How did it feel to receive people you could not refuse?', 'zh-Hant': '當你付不起收容費用時，你是怎麼決定把人移交給誰的？收留那些你無法拒絕的人，又是什麼感覺？' },
  { en: 'Did your secret goal make you help other nations or compete with them? What would a humanitarian goal look like in the real world?', 'zh-Hant': '你的祕密目標讓你去幫助其他國家，還是和他們競爭？在真實世界裡，人道主義的目標會是什麼樣子？' },
  { en: 'Who decided where the people in your nation lived? Did they have a say?', 'zh-Hant': '是誰決定了你國家裡的人住在哪裡？他們有表達意見的機會嗎？' },
  { en: 'Which real events does this game remind you of: floods, wars, economic crises, pandemics?', 'zh-Hant': '這個遊戲讓你想起哪些真實事件：水災、戰爭、經濟危機、大流行病？' },
  { en: 'What would have to change so that every displaced person has a permanent home?', 'zh-Hant': '要讓每一位流離失所的人都有永久的家，需要改變什麼？' },
];
