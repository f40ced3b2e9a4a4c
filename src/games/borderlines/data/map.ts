/**
 * The map (BL-D28): real places along the 2015 routes out of Syria (research.md), drawn as a
 * schematic board of 1200 × 980 units — geography kept (west to east, north to south) but the
 * Levant enlarged, so eight zones, three neighbouring countries and the Aegean fit side by side.
 * Coordinates were checked so that no two roads cross and no place sits on another's road.
 */
import type { Country, Crossing, Place, Road, SeaLane } from './schema.ts';

/** The drawing area of the map (an SVG viewBox of 0 0 1200 980). */
export const mapSize = { width: 1200, height: 980 };

export const countries: Country[] = [
  { id: 'syria', name: { en: 'Syria', 'zh-Hant': '敘利亞' } },
  { id: 'turkey', name: { en: 'Turkey', 'zh-Hant': '土耳其' } },
  { id: 'lebanon', name: { en: 'Lebanon', 'zh-Hant': '黎巴嫩' } },
  { id: 'jordan', name: { en: 'Jordan', 'zh-Hant': '約旦' } },
  { id: 'egypt', name: { en: 'Egypt', 'zh-Hant': '埃及' } },
  { id: 'libya', name: { en: 'Libya', 'zh-Hant': '利比亞' } },
  { id: 'greece', name: { en: 'Greece', 'zh-Hant': '希臘' } },
  { id: 'north-macedonia', name: { en: 'North Macedonia', 'zh-Hant': '北馬其頓' } },
  { id: 'bulgaria', name: { en: 'Bulgaria', 'zh-Hant': '保加利亞' } },
  { id: 'serbia', name: { en: 'Serbia', 'zh-Hant': '塞爾維亞' } },
  { id: 'hungary', name: { en: 'Hungary', 'zh-Hant': '匈牙利' } },
  { id: 'croatia', name: { en: 'Croatia', 'zh-Hant': '克羅埃西亞' } },
  { id: 'slovenia', name: { en: 'Slovenia', 'zh-Hant': '斯洛維尼亞' } },
  { id: 'italy', name: { en: 'Italy', 'zh-Hant': '義大利' } },
  { id: 'austria', name: { en: 'Austria', 'zh-Hant': '奧地利' } },
  { id: 'germany', name: { en: 'Germany', 'zh-Hant': '德國' } },
  { id: 'sweden', name: { en: 'Sweden', 'zh-Hant': '瑞典' } },
  { id: 'france', name: { en: 'France', 'zh-Hant': '法國' } },
];

type Row = [id: string, name: string, nameZh: string, country: string, x: number, y: number];

/** The eight Syrian zones, in the order of the war-zone cards 1–8 (BL-R3, BL-D28). */
const zones: Row[] = [
  ['aleppo', 'Aleppo', '阿勒坡', 'syria', 1060, 625],
  ['idlib', 'Idlib', '伊德利卜', 'syria', 990, 660],
  ['latakia', 'Latakia', '拉塔基亞', 'syria', 948, 695],
  ['raqqa', 'Raqqa', '拉卡', 'syria', 1160, 650],
  ['hama', 'Hama', '哈馬', 'syria', 1060, 695],
  ['homs', 'Homs', '荷姆斯', 'syria', 1060, 760],
  ['damascus', 'Damascus', '大馬士革', 'syria', 1040, 825],
  ['daraa', 'Daraa', '德拉', 'syria', 1040, 890],
];

const cities: Row[] = [
  ['sanliurfa', 'Şanlıurfa', '尚勒烏爾法', 'turkey', 1140, 560],
  ['gaziantep', 'Gaziantep', '加濟安泰普', 'turkey', 1040, 560],
  ['hatay', 'Hatay', '哈塔伊', 'turkey', 960, 620],
  ['adana', 'Adana', '阿達納', 'turkey', 900, 570],
  ['mersin', 'Mersin', '梅爾辛', 'turkey', 850, 630],
  ['istanbul', 'Istanbul', '伊斯坦堡', 'turkey', 730, 420],
  ['izmir', 'Izmir', '伊茲密爾', 'turkey', 720, 560],
  ['bodrum', 'Bodrum', '博德魯姆', 'turkey', 730, 690],
  ['edirne', 'Edirne', '埃迪爾內', 'turkey', 650, 380],
  ['tripoli', 'Tripoli', '的黎波里', 'lebanon', 965, 750],
  ['bekaa', 'Bekaa Valley', '貝卡谷地', 'lebanon', 985, 810],
  ['beirut', 'Beirut', '貝魯特', 'lebanon', 925, 830],
  ['mafraq', 'Mafraq', '馬夫拉克', 'jordan', 1120, 905],
  ['amman', 'Amman', '安曼', 'jordan', 1070, 950],
  ['cairo', 'Cairo', '開羅', 'egypt', 870, 935],
  ['alexandria', 'Alexandria', '亞歷山卓', 'egypt', 780, 885],
  ['benghazi', 'Benghazi', '班加西', 'libya', 520, 885],
  ['zuwara', 'Zuwara', '祖瓦拉', 'libya', 250, 830],
  ['lesbos', 'Lesbos', '萊斯沃斯島', 'greece', 600, 530],
  ['chios', 'Chios', '希俄斯島', 'greece', 600, 610],
  ['kos', 'Kos', '科斯島', 'greece', 640, 690],
  ['athens', 'Athens', '雅典', 'greece', 470, 610],
  ['thessaloniki', 'Thessaloniki', '塞薩洛尼基', 'greece', 470, 490],
  ['alexandroupoli', 'Alexandroupoli', '亞歷山德魯波利', 'greece', 580, 440],
  ['gevgelija', 'Gevgelija', '蓋夫蓋利亞', 'north-macedonia', 450, 420],
  ['sofia', 'Sofia', '索菲亞', 'bulgaria', 530, 370],
  ['belgrade', 'Belgrade', '貝爾格勒', 'serbia', 420, 320],
  ['budapest', 'Budapest', '布達佩斯', 'hungary', 410, 200],
  ['zagreb', 'Zagreb', '札格瑞布', 'croatia', 310, 295],
  ['ljubljana', 'Ljubljana', '盧布爾雅那', 'slovenia', 230, 255],
  ['lampedusa', 'Lampedusa', '蘭佩杜薩島', 'italy', 200, 650],
  ['catania', 'Catania', '卡塔尼亞', 'italy', 260, 540],
  ['rome', 'Rome', '羅馬', 'italy', 200, 380],
  ['milan', 'Milan', '米蘭', 'italy', 150, 240],
  ['ventimiglia', 'Ventimiglia', '文蒂米利亞', 'italy', 60, 300],
];

/** Western Europe, the starred cities (BL-D18): where most Syrians asked for asylum in 2015. */
const starred: Row[] = [
  ['vienna', 'Vienna', '維也納', 'austria', 330, 140],
  ['graz', 'Graz', '格拉茨', 'austria', 300, 205],
  ['munich', 'Munich', '慕尼黑', 'germany', 200, 130],
  ['berlin', 'Berlin', '柏林', 'germany', 250, 45],
  ['stockholm', 'Stockholm', '斯德哥爾摩', 'sweden', 390, 30],
  ['paris', 'Paris', '巴黎', 'france', 60, 150],
];

const place = (kind: Place['kind'], star: boolean) => ([id, name, nameZh, country, x, y]: Row): Place => ({ id, name: { en: name, 'zh-Hant': nameZh }, country, kind, star, x, y });

export const places: Place[] = [...zones.map(place('zone', false)), ...cities.map(place('city', false)), ...starred.map(place('city', true))];

const road = (spec: string, ferry = false, note?: string, noteZh?: string): Road => {
  const [a, b] = spec.split(' ');
  return note === undefined ? { a, b, ferry } : { a, b, ferry, note: { en: note, 'zh-Hant': noteZh ?? note } };
};

/** Land roads (BL-D28). A ferry road is a legal ferry or a long journey drawn as one step. */
export const roads: Road[] = [
  // Inside Syria: moving between zones counts as steps (BL-R28).
  ...'aleppo idlib|aleppo raqqa|aleppo hama|idlib latakia|idlib hama|latakia hama|latakia homs|raqqa homs|hama homs|homs damascus|damascus daraa'
    .split('|').map((s) => road(s)),
  // Out of Syria, to Turkey, Lebanon and Jordan.
  road('aleppo gaziantep', false, 'Bab al-Salam crossing, towards Kilis and Gaziantep', '巴卜薩拉姆口岸，往基利斯和加濟安泰普'),
  road('idlib hatay', false, 'Bab al-Hawa crossing', '巴卜哈瓦口岸'),
  road('latakia hatay', false, 'towards Yayladağı', '往亞伊拉達厄'),
  road('raqqa sanliurfa', false, 'Tal Abyad – Akçakale crossing', '泰勒艾卜耶德－阿克恰卡萊口岸'),
  road('homs tripoli', false, 'towards north Lebanon', '往黎巴嫩北部'),
  road('homs bekaa'),
  road('damascus bekaa', false, 'Masnaa crossing', '馬斯納口岸'),
  road('daraa mafraq', false, 'from Daraa towards Zaatari', '從德拉往扎塔里'),
  // Turkey.
  ...'sanliurfa gaziantep|gaziantep hatay|gaziantep adana|hatay adana|adana mersin|istanbul izmir|istanbul edirne|izmir bodrum'
    .split('|').map((s) => road(s)),
  road('gaziantep istanbul', true, 'a long bus ride across Turkey', '橫越土耳其的長途巴士'),
  road('adana izmir', true, 'a long bus ride across Turkey', '橫越土耳其的長途巴士'),
  // Lebanon, Jordan, Egypt and Libya.
  road('tripoli beirut'),
  road('beirut bekaa'),
  road('tripoli mersin', true, 'ferry from Tripoli to Mersin', '從的黎波里到梅爾辛的渡輪'),
  road('mafraq amman'),
  road('amman cairo', true, 'by Aqaba and the Nuweiba ferry', '經阿卡巴，搭乘往努韋巴的渡輪'),
  road('cairo alexandria'),
  road('alexandria benghazi'),
  road('benghazi zuwara'),
  // Greece and the Balkan route.
  road('lesbos athens', true, 'ferry to Piraeus', '搭渡輪到比雷埃夫斯'),
  road('lesbos thessaloniki', true, 'ferry to Kavala', '搭渡輪到卡瓦拉'),
  road('chios athens', true, 'ferry to Piraeus', '搭渡輪到比雷埃夫斯'),
  road('kos athens', true, 'ferry to Piraeus', '搭渡輪到比雷埃夫斯'),
  ...'athens thessaloniki|thessaloniki alexandroupoli|thessaloniki gevgelija|edirne alexandroupoli|edirne sofia|sofia belgrade|gevgelija belgrade|belgrade budapest|belgrade zagreb|zagreb budapest|zagreb ljubljana'
    .split('|').map((s) => road(s)),
  road('budapest vienna', false, 'Hegyeshalom – Nickelsdorf', '海吉什豪洛姆－尼可斯多夫'),
  road('ljubljana graz', false, 'Šentilj – Spielfeld', '申蒂利－施皮爾費爾德'),
  // Italy.
  road('lampedusa catania', true, 'transfer to Sicily', '轉送到西西里島'),
  road('catania rome'),
  road('rome milan'),
  road('milan ventimiglia'),
  road('ventimiglia paris'),
  road('milan munich', false, 'Brenner pass', '布倫納山口'),
  // Inside Western Europe.
  ...'vienna graz|vienna munich|munich berlin|berlin stockholm|munich paris'.split('|').map((s) => road(s)),
];

/** Smugglers' boats, one way towards Europe (BL-D16): the Aegean and the Central Mediterranean. */
export const seaLanes: SeaLane[] = [
  { from: 'izmir', to: 'lesbos', note: { en: 'the shortest crossings leave the coast north of Izmir', 'zh-Hant': '最短的渡海路線從伊茲密爾以北的海岸出發' } },
  { from: 'izmir', to: 'chios', note: { en: 'about 8 km from Çeşme', 'zh-Hant': '距離切什梅約 8 公里' } },
  { from: 'bodrum', to: 'kos', note: { en: 'about 4 km, some 25 minutes; fares up to $1,500', 'zh-Hant': '約 4 公里，大約 25 分鐘；船費最高可達 $1,500' } },
  { from: 'zuwara', to: 'lampedusa', note: { en: 'the Central Mediterranean: roughly 1 in 50 died in 2015', 'zh-Hant': '地中海中部航線：2015 年約每 50 人就有 1 人喪生' } },
  { from: 'alexandria', to: 'catania', note: { en: 'the long crossing from Egypt to Sicily', 'zh-Hant': '從埃及到西西里島的漫長航程' } },
];

/** The eight border crossings that carry a border token (BL-R7, BL-D27), with what happened there in 2015. */
export const crossings: Crossing[] = [
  { a: 'edirne', b: 'alexandroupoli', name: { en: 'Evros', 'zh-Hant': '埃夫羅斯河' }, note: { en: 'Greece fenced this land border in 2012.', 'zh-Hant': '希臘在 2012 年沿這段陸地邊界築起圍籬。' } },
  { a: 'edirne', b: 'sofia', name: { en: 'Kapitan Andreevo', 'zh-Hant': '卡皮坦安德列耶沃' }, note: { en: 'Bulgaria built a razor-wire fence along its border in 2015.', 'zh-Hant': '保加利亞在 2015 年沿邊界架起刀片刺網圍籬。' } },
  { a: 'thessaloniki', b: 'gevgelija', name: { en: 'Idomeni – Gevgelija', 'zh-Hant': '伊多梅尼－蓋夫蓋利亞' }, note: { en: 'Macedonia introduced border controls in August 2015.', 'zh-Hant': '馬其頓在 2015 年 8 月實施邊境管制。' } },
  { a: 'belgrade', b: 'budapest', name: { en: 'Röszke', 'zh-Hant': '勒斯凱' }, note: { en: 'Hungary fenced its border with Serbia in September 2015.', 'zh-Hant': '匈牙利在 2015 年 9 月沿著與塞爾維亞的邊界築起圍籬。' } },
  { a: 'belgrade', b: 'zagreb', name: { en: 'Šid – Tovarnik', 'zh-Hant': '希德－托瓦爾尼克' }, note: { en: 'Croatia introduced border controls in September 2015.', 'zh-Hant': '克羅埃西亞在 2015 年 9 月實施邊境管制。' } },
  { a: 'zagreb', b: 'budapest', name: { en: 'Botovo – Zákány', 'zh-Hant': '博托沃－扎卡尼' }, note: { en: 'Hungary closed its border with Croatia in October 2015.', 'zh-Hant': '匈牙利在 2015 年 10 月關閉與克羅埃西亞的邊界。' } },
  { a: 'zagreb', b: 'ljubljana', name: { en: 'Harmica – Rigonce', 'zh-Hant': '哈爾米察－里貢采' }, note: { en: 'Slovenia introduced border controls in 2015.', 'zh-Hant': '斯洛維尼亞在 2015 年實施邊境管制。' } },
  { a: 'ventimiglia', b: 'paris', name: { en: 'Ventimiglia – Menton', 'zh-Hant': '文蒂米利亞－蒙頓' }, note: { en: 'France turned people back at its Italian border from June 2015.', 'zh-Hant': '從 2015 年 6 月起，法國在與義大利的邊界把人遣返。' } },
];

/** Five A and three B tokens; two of each group closed (BL-D27). */
export const borderTokens = [
  { group: 'A', closed: true }, { group: 'A', closed: true }, { group: 'A', closed: false }, { group: 'A', closed: false }, { group: 'A', closed: false },
  { group: 'B', closed: true }, { group: 'B', closed: true }, { group: 'B', closed: false },
] as const;
