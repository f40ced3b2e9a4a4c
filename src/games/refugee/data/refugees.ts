/**
 * The 40 refugee cards (RF-D2): ten people from each of the four published regions. Each card is a
 * person — a name, an age, a country of origin, a region colour and one line of their own story.
 * No card carries a value: a refugee's worth to a country comes only from vetting, and nothing is
 * tied to origin (the designers' stated intent). Stories are factual and humane, never mocking.
 */
import type { RefugeeCard } from './schema.ts';

export const REFUGEE_CARDS: RefugeeCard[] = [
  // North America
  { name: 'Guadalupe Reyes', age: 34, origin: 'Mexico', region: 'north-america', story: 'A baker who left Guerrero with her two sons after threats against the family shop.' },
  { name: 'Mateo Hernández', age: 17, origin: 'Mexico', region: 'north-america', story: 'Travelling alone; he wants to finish secondary school and study mechanics.' },
  { name: 'Rosa Cárdenas', age: 68, origin: 'Mexico', region: 'north-america', story: 'A grandmother who keeps the family recipes in a notebook sewn into her coat.' },
  { name: 'Joaquín Vega', age: 41, origin: 'Mexico', region: 'north-america', story: 'A journalist who reported on local corruption until it was no longer safe.' },
  { name: 'Widlene Joseph', age: 29, origin: 'Haiti', region: 'north-america', story: 'A nurse who cared for neighbours through the cholera years in Port-au-Prince.' },
  { name: 'Jean-Baptiste Pierre', age: 52, origin: 'Haiti', region: 'north-america', story: 'A carpenter whose workshop was destroyed; he carries his best chisels.' },
  { name: 'Nadège Louis', age: 8, origin: 'Haiti', region: 'north-america', story: 'Travelling with her aunt; she draws the sea in every notebook she is given.' },
  { name: 'Yordanis Castillo', age: 26, origin: 'Cuba', region: 'north-america', story: 'A baseball coach who crossed the Florida Straits on a raft he helped build.' },
  { name: 'Marisol Ortega', age: 45, origin: 'Cuba', region: 'north-america', story: 'A pharmacist hoping to have her qualifications recognised.' },
  { name: 'Ernesto Díaz', age: 73, origin: 'Cuba', region: 'north-america', story: 'A retired music teacher who still plays the tres every evening.' },
  // Asia
  { name: 'Farida Rahimi', age: 23, origin: 'Afghanistan', region: 'asia', story: 'A medical student whose university closed its doors to women.' },
  { name: 'Ahmad Noori', age: 39, origin: 'Afghanistan', region: 'asia', story: 'An interpreter who worked beside foreign aid workers for twelve years.' },
  { name: 'Zarmina Haidari', age: 11, origin: 'Afghanistan', region: 'asia', story: 'She taught herself English from a radio programme.' },
  { name: 'Nur Begum', age: 31, origin: 'Myanmar', region: 'asia', story: 'A Rohingya mother of three who lived for years in a camp in Cox\'s Bazar.' },
  { name: 'Mohammed Ayaz', age: 19, origin: 'Myanmar', region: 'asia', story: 'A volunteer teacher in a camp learning centre.' },
  { name: 'Daw Khin Myint', age: 58, origin: 'Myanmar', region: 'asia', story: 'A weaver who fled the fighting in Sagaing with her husband.' },
  { name: 'Tharshan Sivakumar', age: 44, origin: 'Sri Lanka', region: 'asia', story: 'A fisherman who lost his boat and most of his village in the war years.' },
  { name: 'Sana Baloch', age: 27, origin: 'Pakistan', region: 'asia', story: 'A human-rights researcher who documented disappearances.' },
  { name: 'Tran Van Minh', age: 62, origin: 'Vietnam', region: 'asia', story: 'A former schoolteacher who has waited years for a safe place to live.' },
  { name: 'Kim Eun-ji', age: 24, origin: 'North Korea', region: 'asia', story: 'She crossed two borders on foot and now sends letters to no address.' },
  // Middle East
  { name: 'Amira Haddad', age: 36, origin: 'Syria', region: 'middle-east', story: 'An architect from Aleppo who sketches the buildings she remembers.' },
  { name: 'Omar Khalil', age: 14, origin: 'Syria', region: 'middle-east', story: 'A keen footballer who missed three years of school.' },
  { name: 'Yusuf Al-Hamwi', age: 70, origin: 'Syria', region: 'middle-east', story: 'A retired tailor who walked out of Homs with his granddaughter.' },
  { name: 'Lina Darwish', age: 28, origin: 'Syria', region: 'middle-east', story: 'A pharmacist who ran a clinic in a basement during the siege.' },
  { name: 'Hassan Jaber', age: 47, origin: 'Iraq', region: 'middle-east', story: 'A civil engineer who rebuilt bridges in Mosul before he had to leave.' },
  { name: 'Shirin Qasim', age: 22, origin: 'Iraq', region: 'middle-east', story: 'A Yazidi survivor who now speaks publicly for others still missing.' },
  { name: 'Abdulrahman Saleh', age: 33, origin: 'Yemen', region: 'middle-east', story: 'A taxi driver who drove families out of Hodeidah until fuel ran out.' },
  { name: 'Maryam Al-Ahdal', age: 6, origin: 'Yemen', region: 'middle-east', story: 'She travels with her mother and a stuffed camel named Sabr.' },
  { name: 'Rami Nasser', age: 30, origin: 'Palestine', region: 'middle-east', story: 'A software developer from Gaza whose office no longer stands.' },
  { name: 'Parisa Karimi', age: 49, origin: 'Iran', region: 'middle-east', story: 'A university lecturer dismissed for signing a petition.' },
  // Central & Latin America
  { name: 'Daniela Flores', age: 25, origin: 'Honduras', region: 'central-latin-america', story: 'A seamstress who left San Pedro Sula after her brother was threatened by a gang.' },
  { name: 'Kevin Maldonado', age: 15, origin: 'Honduras', region: 'central-latin-america', story: 'He rode on the roofs of freight trains across Mexico.' },
  { name: 'Ixchel Tzul', age: 38, origin: 'Guatemala', region: 'central-latin-america', story: 'A K\'iche\' farmer whose harvest failed three years running.' },
  { name: 'Santiago Pop', age: 9, origin: 'Guatemala', region: 'central-latin-america', story: 'He speaks K\'iche\' and Spanish and is learning a third language.' },
  { name: 'Carmen Aguilar', age: 55, origin: 'El Salvador', region: 'central-latin-america', story: 'A community organiser who ran a soup kitchen in San Salvador.' },
  { name: 'Luis Portillo', age: 21, origin: 'El Salvador', region: 'central-latin-america', story: 'An apprentice electrician hoping to send money home to his mother.' },
  { name: 'Valentina Rojas', age: 32, origin: 'Venezuela', region: 'central-latin-america', story: 'A paediatrician who crossed into Colombia with her medical bag.' },
  { name: 'Andrés Mendoza', age: 64, origin: 'Venezuela', region: 'central-latin-america', story: 'A retired oil worker whose pension no longer buys a week of food.' },
  { name: 'Fátima Urbina', age: 42, origin: 'Nicaragua', region: 'central-latin-america', story: 'A student-movement lawyer stripped of her citizenship.' },
  { name: 'Camilo Restrepo', age: 36, origin: 'Colombia', region: 'central-latin-america', story: 'A farmer displaced by armed groups who grows herbs on any windowsill.' },
];
