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
  { id: 'syria', name: 'Syria', nameZh: '敘利亞' },
  { id: 'turkey', name: 'Turkey', nameZh: '土耳其' },
  { id: 'lebanon', name: 'Lebanon', nameZh: '黎巴嫩' },
  { id: 'jordan', name: 'Jordan', nameZh: '約旦' },
  { id: 'egypt', name: 'Egypt', nameZh: '埃及' },
  { id: 'libya', name: 'Libya', nameZh: '利比亞' },
  { id: 'greece', name: 'Greece', nameZh: '希臘' },
  { id: 'north-macedonia', name: 'North Macedonia', nameZh: '北馬其頓' },
  { id: 'bulgaria', name: 'Bulgaria', nameZh: '保加利亞' },
  { id: 'serbia', name: 'Serbia', nameZh: '塞爾維亞' },
  { id: 'hungary', name: 'Hungary', nameZh: '匈牙利' },
  { id: 'croatia', name: 'Croatia', nameZh: '克羅埃西亞' },
  { id: 'slovenia', name: 'Slovenia', nameZh: '斯洛維尼亞' },
  { id: 'italy', name: 'Italy', nameZh: '義大利' },
  { id: 'austria', name: 'Austria', nameZh: '奧地利' },
  { id: 'germany', name: 'Germany', nameZh: '德國' },
  { id: 'sweden', name: 'Sweden', nameZh: '瑞典' },
  { id: 'france', name: 'France', nameZh: '法國' },
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

const place = (kind: Place['kind'], star: boolean) => ([id, name, nameZh, country, x, y]: Row): Place => ({ id, name, nameZh, country, kind, star, x, y });

export const places: Place[] = [...zones.map(place('zone', false)), ...cities.map(place('city', false)), ...starred.map(place('city', true))];

const road = (spec: string, ferry = false, note?: string): Road => {
  const [a, b] = spec.split(' ');
  return note === undefined ? { a, b, ferry } : { a, b, ferry, note };
};

/** Land roads (BL-D28). A ferry road is a legal ferry or a long journey drawn as one step. */
export const roads: Road[] = [
  // Inside Syria: moving between zones counts as steps (BL-R28).
  ...'aleppo idlib|aleppo raqqa|aleppo hama|idlib latakia|idlib hama|latakia hama|latakia homs|raqqa homs|hama homs|homs damascus|damascus daraa'
    .split('|').map((s) => road(s)),
  // Out of Syria, to Turkey, Lebanon and Jordan.
  road('aleppo gaziantep', false, 'Bab al-Salam crossing, towards Kilis and Gaziantep'),
  road('idlib hatay', false, 'Bab al-Hawa crossing'),
  road('latakia hatay', false, 'towards Yayladağı'),
  road('raqqa sanliurfa', false, 'Tal Abyad – Akçakale crossing'),
  road('homs tripoli', false, 'towards north Lebanon'),
  road('homs bekaa'),
  road('damascus bekaa', false, 'Masnaa crossing'),
  road('daraa mafraq', false, 'from Daraa towards Zaatari'),
  // Turkey.
  ...'sanliurfa gaziantep|gaziantep hatay|gaziantep adana|hatay adana|adana mersin|istanbul izmir|istanbul edirne|izmir bodrum'
    .split('|').map((s) => road(s)),
  road('gaziantep istanbul', true, 'a long bus ride across Turkey'),
  road('adana izmir', true, 'a long bus ride across Turkey'),
  // Lebanon, Jordan, Egypt and Libya.
  road('tripoli beirut'),
  road('beirut bekaa'),
  road('tripoli mersin', true, 'ferry from Tripoli to Mersin'),
  road('mafraq amman'),
  road('amman cairo', true, 'by Aqaba and the Nuweiba ferry'),
  road('cairo alexandria'),
  road('alexandria benghazi'),
  road('benghazi zuwara'),
  // Greece and the Balkan route.
  road('lesbos athens', true, 'ferry to Piraeus'),
  road('lesbos thessaloniki', true, 'ferry to Kavala'),
  road('chios athens', true, 'ferry to Piraeus'),
  road('kos athens', true, 'ferry to Piraeus'),
  ...'athens thessaloniki|thessaloniki alexandroupoli|thessaloniki gevgelija|edirne alexandroupoli|edirne sofia|sofia belgrade|gevgelija belgrade|belgrade budapest|belgrade zagreb|zagreb budapest|zagreb ljubljana'
    .split('|').map((s) => road(s)),
  road('budapest vienna', false, 'Hegyeshalom – Nickelsdorf'),
  road('ljubljana graz', false, 'Šentilj – Spielfeld'),
  // Italy.
  road('lampedusa catania', true, 'transfer to Sicily'),
  road('catania rome'),
  road('rome milan'),
  road('milan ventimiglia'),
  road('ventimiglia paris'),
  road('milan munich', false, 'Brenner pass'),
  // Inside Western Europe.
  ...'vienna graz|vienna munich|munich berlin|berlin stockholm|munich paris'.split('|').map((s) => road(s)),
];

/** Smugglers' boats, one way towards Europe (BL-D16): the Aegean and the Central Mediterranean. */
export const seaLanes: SeaLane[] = [
  { from: 'izmir', to: 'lesbos', note: 'the shortest crossings leave the coast north of Izmir' },
  { from: 'izmir', to: 'chios', note: 'about 8 km from Çeşme' },
  { from: 'bodrum', to: 'kos', note: 'about 4 km, some 25 minutes; fares up to $1,500' },
  { from: 'zuwara', to: 'lampedusa', note: 'the Central Mediterranean: roughly 1 in 50 died in 2015' },
  { from: 'alexandria', to: 'catania', note: 'the long crossing from Egypt to Sicily' },
];

/** The eight border crossings that carry a border token (BL-R7, BL-D27), with what happened there in 2015. */
export const crossings: Crossing[] = [
  { a: 'edirne', b: 'alexandroupoli', name: 'Evros', nameZh: '埃夫羅斯河', note: 'Greece fenced this land border in 2012.' },
  { a: 'edirne', b: 'sofia', name: 'Kapitan Andreevo', nameZh: '卡皮坦安德列耶沃', note: 'Bulgaria built a razor-wire fence along its border in 2015.' },
  { a: 'thessaloniki', b: 'gevgelija', name: 'Idomeni – Gevgelija', nameZh: '伊多梅尼－蓋夫蓋利亞', note: 'Macedonia introduced border controls in August 2015.' },
  { a: 'belgrade', b: 'budapest', name: 'Röszke', nameZh: '勒斯凱', note: 'Hungary fenced its border with Serbia in September 2015.' },
  { a: 'belgrade', b: 'zagreb', name: 'Šid – Tovarnik', nameZh: '希德－托瓦爾尼克', note: 'Croatia introduced border controls in September 2015.' },
  { a: 'zagreb', b: 'budapest', name: 'Botovo – Zákány', nameZh: '博托沃－扎卡尼', note: 'Hungary closed its border with Croatia in October 2015.' },
  { a: 'zagreb', b: 'ljubljana', name: 'Harmica – Rigonce', nameZh: '哈爾米察－里貢采', note: 'Slovenia introduced border controls in 2015.' },
  { a: 'ventimiglia', b: 'paris', name: 'Ventimiglia – Menton', nameZh: '文蒂米利亞－蒙頓', note: 'France turned people back at its Italian border from June 2015.' },
];

/** Five A and three B tokens; two of each group closed (BL-D27). */
export const borderTokens = [
  { group: 'A', closed: true }, { group: 'A', closed: true }, { group: 'A', closed: false }, { group: 'A', closed: false }, { group: 'A', closed: false },
  { group: 'B', closed: true }, { group: 'B', closed: true }, { group: 'B', closed: false },
] as const;
