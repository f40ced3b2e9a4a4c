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
  { id: 'arid', name: 'arid' },
  { id: 'sparse', name: 'sparsely populated' },
  { id: 'coastal', name: 'coastal' },
  { id: 'inland', name: 'inland' },
  { id: 'tropical', name: 'tropical' },
  { id: 'temperate', name: 'temperate' },
  { id: 'cold', name: 'cold' },
  { id: 'forest', name: 'forested' },
  { id: 'mountains', name: 'mountainous' },
];

/** DP-D3: eight region cards; each nation draws one. Taiga is the rulebook's example. */
export const regions = [
  { id: 'taiga', name: 'Taiga', text: 'Boreal forest with mountains: long cold winters, towns spread along the rivers.', attributes: ['forest', 'mountains', 'cold', 'inland'] },
  { id: 'desert', name: 'Desert', text: 'Dry and sparsely populated; towns gather around oases and wells.', attributes: ['arid', 'sparse', 'inland'] },
  { id: 'steppe', name: 'Steppe', text: 'Wide grasslands, few people, hot summers and cold winters.', attributes: ['sparse', 'temperate', 'inland'] },
  { id: 'coastal-plain', name: 'Coastal plain', text: 'Busy ports and farmland along a temperate coast.', attributes: ['coastal', 'temperate'] },
  { id: 'tropical-islands', name: 'Tropical islands', text: 'Islands with fishing villages and a warm, stormy season.', attributes: ['tropical', 'coastal'] },
  { id: 'rainforest', name: 'Rainforest', text: 'Dense tropical forest; villages along the great rivers.', attributes: ['tropical', 'forest', 'inland'] },
  { id: 'highlands', name: 'Highlands', text: 'A dry mountain plateau with scattered farming towns.', attributes: ['mountains', 'arid', 'sparse', 'inland'] },
  { id: 'river-valley', name: 'River valley', text: 'Fertile farmland and crowded cities along a temperate river.', attributes: ['temperate', 'inland', 'forest'] },
];

/** DP-D4: the goal deck, three of each objective; each nation draws one and keeps it hidden. */
const goalTexts = {
  humanitarian: { name: 'Humanitarian nation', text: 'Win when the last displaced person, in any nation, moves into a permanent community: nobody is left displaced.' },
  metropolitan: { name: 'Metropolitan nation', text: 'Win when all 16 squares of your own board hold a community.' },
  entrepreneurial: { name: 'Entrepreneurial nation', text: 'Win when you hold 15 tokens.' },
} as const;
export const goals = (['humanitarian', 'metropolitan', 'entrepreneurial'] as const).flatMap((goal) =>
  [1, 2, 3].map((n) => ({ id: `${goal}-${n}`, goal, ...goalTexts[goal] })));

/** DP-D5: the scenario deck, 27 cards; every kind of the rulebook, costs and damage that make blocking a choice. */
export const scenarios = [
  // Individual crises (DP-R28, DP-R29): one nation, one turn.
  { id: 'forest-fire', kind: 'crisis', name: 'Forest Fire', text: 'A wildfire spreads through towns at the forest edge. Families flee their homes.', safe: ['sparse'], cost: 3, people: 1, communities: 1 },
  { id: 'flood', kind: 'crisis', name: 'Flood', text: 'A river bursts its banks; a neighbourhood is under water and its families must leave.', safe: ['arid', 'mountains'], cost: 3, people: 0, communities: 1 },
  { id: 'hurricane', kind: 'crisis', name: 'Hurricane', text: 'A hurricane makes landfall. Homes are destroyed and lives are lost.', safe: ['inland'], cost: 4, people: 1, communities: 1 },
  { id: 'tornado', kind: 'crisis', name: 'Tornado', text: 'A tornado tears through a town. Its families need new homes.', safe: ['mountains', 'forest'], cost: 2, people: 0, communities: 1 },
  { id: 'earthquake', kind: 'crisis', name: 'Earthquake', text: 'An earthquake brings down houses; rescuers search the rubble.', safe: ['sparse'], cost: 4, people: 2, communities: 1 },
  { id: 'drought', kind: 'crisis', name: 'Drought', text: 'The rains fail for a second year. The harvest is lost and people die of hunger.', safe: ['coastal', 'tropical'], cost: 2, people: 2, communities: 0 },
  { id: 'heatwave', kind: 'crisis', name: 'Heatwave', text: 'Weeks of extreme heat. Older people and small children are at risk.', safe: ['cold', 'mountains'], cost: 1, people: 1, communities: 0 },
  { id: 'tsunami', kind: 'crisis', name: 'Tsunami', text: 'A wave floods the coast. Whole streets are swept away.', safe: ['inland'], cost: 5, people: 2, communities: 2 },
  { id: 'regional-conflict', kind: 'crisis', name: 'Regional Conflict', text: 'Fighting breaks out in a border region. Families leave everything behind.', safe: [], cost: 4, people: 1, communities: 1 },
  { id: 'regional-conflict-2', kind: 'crisis', name: 'Regional Conflict', text: 'Armed groups take over a district. Its people flee to safer towns.', safe: [], cost: 3, people: 0, communities: 1 },
  // Baby Booms (DP-R30).
  { id: 'baby-boom-1', kind: 'babyBoom', name: 'Baby Boom', text: 'Many babies are born this year. Welcome!', cost: 1, people: 2 },
  { id: 'baby-boom-2', kind: 'babyBoom', name: 'Baby Boom', text: 'Families grow: the maternity wards are full.', cost: 2, people: 3 },
  { id: 'baby-boom-3', kind: 'babyBoom', name: 'Baby Boom', text: 'A generation of newborns needs homes, schools and care.', cost: 3, people: 4 },
  // Stock Market Crash (DP-R31, DP-R32): the rulebook's example.
  { id: 'stock-market-crash-1', kind: 'crash', name: 'Stock Market Crash', text: 'Markets fall worldwide. Savings are lost and building stops.', cost: 7, drawerLoses: 3, othersLose: 2, turns: 2 },
  { id: 'stock-market-crash-2', kind: 'crash', name: 'Stock Market Crash', text: 'A banking crisis spreads from one country to the next.', cost: 7, drawerLoses: 3, othersLose: 2, turns: 2 },
  // Pandemics (DP-R33, DP-R34): the rulebook's example.
  { id: 'pandemic-1', kind: 'pandemic', name: 'Pandemic', text: 'A new disease spreads along trade routes. Hospitals are overwhelmed.', safe: ['arid'], cost: 5, people: 3 },
  { id: 'pandemic-2', kind: 'pandemic', name: 'Pandemic', text: 'An epidemic crosses borders faster than vaccines can be made.', safe: ['arid'], cost: 5, people: 3 },
  // Market Boom (DP-R35), Tech Innovation (DP-R36).
  { id: 'market-boom-1', kind: 'marketBoom', name: 'Market Boom', text: 'Trade is strong: new housing goes up.', communities: 1, tokens: 2 },
  { id: 'market-boom-2', kind: 'marketBoom', name: 'Market Boom', text: 'Investment flows in and a new neighbourhood is built.', communities: 1, tokens: 2 },
  { id: 'tech-innovation-1', kind: 'techInnovation', name: 'Tech Innovation', text: 'A new invention opens new industries.', tokens: 2 },
  { id: 'tech-innovation-2', kind: 'techInnovation', name: 'Tech Innovation', text: 'Cheaper clean energy lowers everyone\'s costs.', tokens: 2 },
  { id: 'market-boom-3', kind: 'marketBoom', name: 'Market Boom', text: 'A building programme brings affordable homes to a growing town.', communities: 1, tokens: 2 },
  // Mass Urbanization (DP-R37), Development Aid (DP-R38).
  { id: 'mass-urbanization-1', kind: 'urbanization', name: 'Mass Urbanization', text: 'People move to the biggest cities in search of work.', people: 1 },
  { id: 'mass-urbanization-2', kind: 'urbanization', name: 'Mass Urbanization', text: 'Jobs draw families from the countryside to the growing cities.', people: 1 },
  { id: 'development-aid-1', kind: 'developmentAid', name: 'Development Aid', text: 'The wealthiest nation supports the poorest.', tokens: 4 },
  { id: 'development-aid-2', kind: 'developmentAid', name: 'Development Aid', text: 'An international fund asks the richest to help the poorest.', tokens: 4 },
  { id: 'market-boom-4', kind: 'marketBoom', name: 'Market Boom', text: 'Better farming tools raise the harvest; villages grow.', communities: 1, tokens: 2 },
];

/** DP-D6: questions for the debrief after a game. */
export const debrief = [
  'Which crisis hit your nation hardest, and could you have prepared for it?',
  'When you could not pay for shelter, how did you choose who to hand people to? How did it feel to receive people you could not refuse?',
  'Did your secret goal make you help other nations or compete with them? What would a humanitarian goal look like in the real world?',
  'Who decided where the people in your nation lived? Did they have a say?',
  'Which real events does this game remind you of: floods, wars, economic crises, pandemics?',
  'What would have to change so that every displaced person has a permanent home?',
];
