/**
 * Demo properties of the fictional agency "Maison Horizon" (Brussels and Luxembourg offices).
 *
 * `generateDemoProperties(count, seed)` returns `count` properties, each as four rows (en, nl, fr, de) with the
 * same id, like the agency's CRM export. The output is fully deterministic for a given seed (mulberry32 PRNG,
 * dates relative to a fixed reference date), so tests, screenshots and benchmarks are reproducible.
 *
 * Language-neutral facts (price, surfaces, energy, `details`, pictures …) are identical on the four rows; only
 * typeDescription, title, description, city, countryName, marqueeName and priceUnitText are translated.
 * `details` values are language-neutral tokens ('gas', 'fully equipped', 'at deed' …) for the UI to translate.
 */
import type { properties } from '../schema';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/domain/locales';
import { GOAL_RENT, GOAL_SALE } from '../../domain/property';
import { energyLabelText } from '@/lib/domain/energy';
import { regionOf, type Region } from '@/lib/domain/regions';
import { itemAt, roundRobin } from './lists';

type PropertyInsert = typeof properties.$inferInsert;
type Localized = Record<Locale, string>;

// ---------------------------------------------------------------------------------------------------------------
// Photos (public/demo, drawn by scripts/make-demo-photos.ts: house-N is a villa when N % 4 is 1, an apartment
// block when 2, a detached house when 3 and a row of townhouses when 0)
// ---------------------------------------------------------------------------------------------------------------

const photosOfKind = (k: number) => Array.from({ length: 6 }, (_, i) => i * 4 + (k === 0 ? 4 : k));
const VILLAS = photosOfKind(1);
const APARTMENT_BLOCKS = photosOfKind(2);
const DETACHED = photosOfKind(3);
const TOWNHOUSE_ROWS = photosOfKind(0);
const exteriorUrl = (n: number) => `/demo/house-${String(n).padStart(2, '0')}.jpg`;

// ---------------------------------------------------------------------------------------------------------------
// Videos, virtual tours and documents (one link of each provider pattern appears in the first properties)
// ---------------------------------------------------------------------------------------------------------------

const DEMO_VIDEOS = [
  'https://www.youtube.com/watch?v=ScMzIvxBSi4',
  'https://vimeo.com/76979871',
  'https://media.maison-horizon.be/videos/visit.mp4',
  'https://www.facebook.com/maisonhorizon/videos/1234567890/',
  'https://youtu.be/aqz-KE-bpKQ',
  'https://media.maison-horizon.be/videos/visit.webm',
];
const DEMO_TOURS = ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'https://nodalview.com/t/demo-tour', 'https://kuula.co/share/collection/7lVLq'];
/** Document types the site names in each language; the files are in public/demo/docs. */
export const DEMO_DOCUMENT_TYPES = ['epc', 'floorPlan', 'planning', 'soil'] as const;

/** Media of a property, from its id alone so the rest of the generated data does not move. */
function demoMedia(id: number, type: TypeKey): Record<string, unknown> {
  const n = id - 1001;
  const out: Record<string, unknown> = {};
  if (type !== 'land' && type !== 'garage') {
    if (n < DEMO_VIDEOS.length || n % 7 === 0) out.videos = [DEMO_VIDEOS[n % DEMO_VIDEOS.length]];
    if (n < DEMO_TOURS.length || n % 9 === 0) out.virtualTour = DEMO_TOURS[n % DEMO_TOURS.length];
  }
  if (n % 3 !== 2) {
    const kinds = DEMO_DOCUMENT_TYPES.slice(0, 1 + (n % DEMO_DOCUMENT_TYPES.length));
    out.documents = kinds.map((kind) => ({ type: kind, url: `/demo/docs/${kind}.pdf` }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Web types
// ---------------------------------------------------------------------------------------------------------------

export const WEB_TYPES: { webId: number; name: Localized }[] = [
  { webId: 1, name: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' } },
  { webId: 2, name: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' } },
  { webId: 3, name: { en: 'Villa', nl: 'Villa', fr: 'Villa', de: 'Villa' } },
  { webId: 4, name: { en: 'Building land', nl: 'Bouwgrond', fr: 'Terrain à bâtir', de: 'Baugrundstück' } },
  { webId: 5, name: { en: 'Office', nl: 'Kantoor', fr: 'Bureau', de: 'Büro' } },
  { webId: 6, name: { en: 'Commercial property', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbefläche' } },
  { webId: 7, name: { en: 'Garage/Parking', nl: 'Garage/Parking', fr: 'Garage/Parking', de: 'Garage/Stellplatz' } },
  { webId: 8, name: { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' } },
  { webId: 9, name: { en: 'Penthouse', nl: 'Penthouse', fr: 'Penthouse', de: 'Penthouse' } },
  {
    webId: 10,
    name: { en: 'Investment property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' },
  },
];

type TypeKey = 'house' | 'apartment' | 'villa' | 'land' | 'office' | 'commercial' | 'garage' | 'studio' | 'penthouse' | 'investment';

/** Which drawings fit each type of property. */
const EXTERIOR_PHOTOS: Record<TypeKey, number[]> = {
  house: [...DETACHED, ...TOWNHOUSE_ROWS],
  apartment: APARTMENT_BLOCKS,
  villa: VILLAS,
  land: [...DETACHED, ...VILLAS],
  office: [...APARTMENT_BLOCKS, ...TOWNHOUSE_ROWS],
  commercial: TOWNHOUSE_ROWS,
  garage: DETACHED,
  studio: APARTMENT_BLOCKS,
  penthouse: APARTMENT_BLOCKS,
  investment: [...TOWNHOUSE_ROWS, ...APARTMENT_BLOCKS],
};

const TYPE_WEB_ID: Record<TypeKey, number> = {
  house: 1,
  apartment: 2,
  villa: 3,
  land: 4,
  office: 5,
  commercial: 6,
  garage: 7,
  studio: 8,
  penthouse: 9,
  investment: 10,
};

/** Comma-separated WebIDs: the type itself plus the broader type it is also listed under. */
const TYPE_WEB_IDS: Record<TypeKey, string> = {
  house: '1',
  apartment: '2',
  villa: '1,3',
  land: '4',
  office: '5',
  commercial: '6',
  garage: '7',
  studio: '2,8',
  penthouse: '2,9',
  investment: '1,10',
};

const RESIDENTIAL: ReadonlySet<TypeKey> = new Set<TypeKey>(['house', 'apartment', 'villa', 'studio', 'penthouse']);
const FLATS: ReadonlySet<TypeKey> = new Set<TypeKey>(['apartment', 'studio', 'penthouse']);

// ---------------------------------------------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------------------------------------------

export type DemoCity = { zip: string; countryId: 10 | 50; name: Localized; streets: string[] };

/** Approximate centre of each demo place, by `${countryId}-${zip}`, for the map. */
const CITY_CENTRES: Record<string, [number, number]> = {
  '10-1000': [50.8467, 4.3525],
  '10-1030': [50.8676, 4.3737],
  '10-1040': [50.8331, 4.389],
  '10-1050': [50.8274, 4.3697],
  '10-1060': [50.8275, 4.3456],
  '10-1070': [50.8365, 4.3077],
  '10-1150': [50.8295, 4.4324],
  '10-1180': [50.8016, 4.3369],
  '10-1500': [50.7335, 4.2345],
  '10-1800': [50.9281, 4.4245],
  '10-2000': [51.2194, 4.4025],
  '10-2800': [51.0259, 4.4776],
  '10-3000': [50.8798, 4.7005],
  '10-3500': [50.9307, 5.3325],
  '10-8000': [51.2093, 3.2247],
  '10-8400': [51.2154, 2.9287],
  '10-8500': [50.828, 3.2649],
  '10-9000': [51.0543, 3.7174],
  '10-1300': [50.717, 4.6016],
  '10-1400': [50.5979, 4.3285],
  '10-1410': [50.715, 4.399],
  '10-4000': [50.6326, 5.5797],
  '10-4700': [50.6297, 6.036],
  '10-5000': [50.4674, 4.872],
  '10-6000': [50.4108, 4.4446],
  '10-6700': [49.6833, 5.8167],
  '10-7000': [50.4542, 3.9567],
  '50-2449': [49.6116, 6.1319],
  '50-3590': [49.4806, 6.0875],
  '50-4365': [49.4958, 5.9806],
  '50-4530': [49.5242, 5.8914],
  '50-8008': [49.6206, 6.0733],
  '50-8070': [49.6111, 6.05],
  '50-9080': [49.8472, 6.1042],
};

const same = (n: string): Localized => ({ en: n, nl: n, fr: n, de: n });

export const CITIES: DemoCity[] = [
  // Brussels-Capital (1000-1299)
  {
    zip: '1000',
    countryId: 10,
    name: { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' },
    streets: ['Rue Antoine Dansaert', 'Rue Haute', 'Boulevard Anspach', 'Rue de Flandre', 'Rue des Chartreux'],
  },
  {
    zip: '1030',
    countryId: 10,
    name: { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' },
    streets: ['Avenue Louis Bertrand', 'Rue Royale Sainte-Marie', 'Boulevard Lambermont', 'Avenue Huart Hamoir'],
  },
  {
    zip: '1040',
    countryId: 10,
    name: same('Etterbeek'),
    streets: ['Rue Général Leman', 'Avenue d’Auderghem', 'Rue des Champs', 'Avenue de la Chasse'],
  },
  {
    zip: '1050',
    countryId: 10,
    name: { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' },
    streets: ['Rue du Bailli', 'Chaussée de Vleurgat', 'Rue Lesbroussart', 'Avenue de la Couronne', 'Rue de la Brasserie'],
  },
  {
    zip: '1060',
    countryId: 10,
    name: { en: 'Saint-Gilles', nl: 'Sint-Gillis', fr: 'Saint-Gilles', de: 'Saint-Gilles' },
    streets: ['Chaussée de Charleroi', 'Rue de la Victoire', 'Avenue Jean Volders', 'Rue de Moscou'],
  },
  {
    zip: '1070',
    countryId: 10,
    name: same('Anderlecht'),
    streets: ['Rue Wayez', 'Boulevard Sylvain Dupuis', 'Chaussée de Mons', 'Avenue Paul Janson'],
  },
  {
    zip: '1150',
    countryId: 10,
    name: { en: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe', fr: 'Woluwe-Saint-Pierre', de: 'Woluwe-Saint-Pierre' },
    streets: ['Avenue de Tervueren', 'Rue au Bois', 'Avenue Parmentier', 'Avenue Orban'],
  },
  {
    zip: '1180',
    countryId: 10,
    name: { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' },
    streets: ['Avenue Brugmann', 'Chaussée de Waterloo', 'Avenue de Fré', 'Avenue Winston Churchill', 'Rue Vanderkindere'],
  },
  // Flanders (1500-3999, 8000-9999)
  {
    zip: '1500',
    countryId: 10,
    name: { en: 'Halle', nl: 'Halle', fr: 'Hal', de: 'Halle' },
    streets: ['Basiliekstraat', 'Ninoofsesteenweg', 'Edingensesteenweg', 'Bergensesteenweg'],
  },
  {
    zip: '1800',
    countryId: 10,
    name: { en: 'Vilvoorde', nl: 'Vilvoorde', fr: 'Vilvorde', de: 'Vilvoorde' },
    streets: ['Leuvensestraat', 'Mechelsesteenweg', 'Schaarbeeklei', 'Jean-Baptiste Nowélei'],
  },
  {
    zip: '2000',
    countryId: 10,
    name: { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' },
    streets: ['Kammenstraat', 'Nationalestraat', 'Lange Gasthuisstraat', 'Kloosterstraat', 'Mechelseplein'],
  },
  {
    zip: '2800',
    countryId: 10,
    name: { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' },
    streets: ['Bruul', 'Hoogstraat', 'Adegemstraat', 'Leopoldstraat'],
  },
  {
    zip: '3000',
    countryId: 10,
    name: { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' },
    streets: ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat', 'Diestsestraat', 'Parijsstraat'],
  },
  {
    zip: '3500',
    countryId: 10,
    name: same('Hasselt'),
    streets: ['Demerstraat', 'Kempische Steenweg', 'Koning Albertstraat', 'Guffenslaan'],
  },
  {
    zip: '8000',
    countryId: 10,
    name: { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' },
    streets: ['Langestraat', 'Ezelstraat', 'Katelijnestraat', 'Smedenstraat', 'Gistelse Steenweg'],
  },
  {
    zip: '8400',
    countryId: 10,
    name: { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' },
    streets: ['Kapellestraat', 'Christinastraat', 'Torhoutsesteenweg', 'Leopold II-laan'],
  },
  {
    zip: '8500',
    countryId: 10,
    name: { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' },
    streets: ['Doorniksestraat', 'Lange Steenstraat', 'Gentsesteenweg', 'Meensesteenweg'],
  },
  {
    zip: '9000',
    countryId: 10,
    name: { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' },
    streets: ['Kortrijksesteenweg', 'Coupure Links', 'Sint-Pietersnieuwstraat', 'Brabantdam', 'Visserij'],
  },
  // Wallonia (1300-1499, 4000-7999)
  {
    zip: '1300',
    countryId: 10,
    name: { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' },
    streets: ['Rue du Commerce', 'Chaussée de Bruxelles', 'Avenue Henri Lepage', 'Rue de Namur'],
  },
  {
    zip: '1400',
    countryId: 10,
    name: { en: 'Nivelles', nl: 'Nijvel', fr: 'Nivelles', de: 'Nivelles' },
    streets: ['Faubourg de Mons', 'Boulevard des Arbalétriers', 'Rue de Bruxelles', 'Rue de Charleroi'],
  },
  {
    zip: '1410',
    countryId: 10,
    name: same('Waterloo'),
    streets: ['Drève Richelle', 'Avenue des Chasseurs', 'Boulevard Henri Rolin', 'Chaussée de Tervuren'],
  },
  {
    zip: '4000',
    countryId: 10,
    name: { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' },
    streets: ['Boulevard d’Avroy', 'Rue Saint-Gilles', 'Quai de Rome', 'Rue Hors-Château', 'Boulevard de la Sauvenière'],
  },
  {
    zip: '4700',
    countryId: 10,
    name: same('Eupen'),
    streets: ['Aachener Straße', 'Bergstraße', 'Herbesthaler Straße', 'Gospertstraße', 'Klötzerbahn'],
  },
  {
    zip: '5000',
    countryId: 10,
    name: { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namur' },
    streets: ['Rue de Fer', 'Rue de l’Ange', 'Avenue Cardinal Mercier', 'Boulevard d’Herbatte'],
  },
  {
    zip: '6000',
    countryId: 10,
    name: same('Charleroi'),
    streets: ['Boulevard Tirou', 'Rue de la Montagne', 'Boulevard Audent', 'Rue de Marcinelle'],
  },
  {
    zip: '6700',
    countryId: 10,
    name: { en: 'Arlon', nl: 'Aarlen', fr: 'Arlon', de: 'Arel' },
    streets: ['Grand-Rue', 'Avenue de Longwy', 'Rue de Bastogne', 'Rue des Faubourgs'],
  },
  {
    zip: '7000',
    countryId: 10,
    name: { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Mons' },
    streets: ['Rue de Nimy', 'Rue de la Chaussée', 'Avenue Frère-Orban', 'Boulevard Dolez'],
  },
  // Luxembourg (countryId 50)
  {
    zip: '2449',
    countryId: 50,
    name: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
    streets: ['Boulevard Royal', 'Avenue de la Liberté', 'Rue de Hollerich', 'Avenue Gaston Diderich', 'Rue de Neudorf'],
  },
  {
    zip: '3590',
    countryId: 50,
    name: { en: 'Dudelange', nl: 'Dudelange', fr: 'Dudelange', de: 'Düdelingen' },
    streets: ['Avenue Grande-Duchesse Charlotte', 'Rue de la Libération', 'Route de Kayl', 'Rue du Parc'],
  },
  {
    zip: '4365',
    countryId: 50,
    name: { en: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', fr: 'Esch-sur-Alzette', de: 'Esch-an-der-Alzette' },
    streets: ['Rue de l’Alzette', 'Boulevard J.F. Kennedy', 'Avenue de la Gare', 'Rue du Brill'],
  },
  {
    zip: '4530',
    countryId: 50,
    name: { en: 'Differdange', nl: 'Differdange', fr: 'Differdange', de: 'Differdingen' },
    streets: ['Avenue Charlotte', 'Rue Émile Mark', 'Rue Pasteur', 'Rue Belair'],
  },
  {
    zip: '8008',
    countryId: 50,
    name: same('Strassen'),
    streets: ['Route d’Arlon', 'Rue des Romains', 'Rue du Kiem', 'Rue de Reckenthal'],
  },
  {
    zip: '8070',
    countryId: 50,
    name: { en: 'Bertrange', nl: 'Bertrange', fr: 'Bertrange', de: 'Bartringen' },
    streets: ['Route de Longwy', 'Rue de Luxembourg', 'Rue de Strassen', 'Rue des Champs'],
  },
  {
    zip: '9080',
    countryId: 50,
    name: same('Ettelbruck'),
    streets: ['Grand-Rue', 'Avenue Salentiny', 'Rue du Canal', 'Avenue J.F. Kennedy'],
  },
];

/** Price level of a place relative to its region (internal; not part of the city data). */
const CITY_PRICE_FACTOR: Record<string, number> = {
  '1000': 1.0,
  '1030': 0.9,
  '1040': 1.05,
  '1050': 1.15,
  '1060': 1.0,
  '1070': 0.82,
  '1150': 1.25,
  '1180': 1.25,
  '1500': 0.92,
  '1800': 0.95,
  '2000': 1.05,
  '2800': 1.0,
  '3000': 1.15,
  '3500': 0.95,
  '8000': 1.05,
  '8400': 1.0,
  '8500': 0.9,
  '9000': 1.1,
  '1300': 1.2,
  '1400': 1.12,
  '1410': 1.45,
  '4000': 0.95,
  '4700': 0.95,
  '5000': 1.05,
  '6000': 0.72,
  '6700': 1.08,
  '7000': 0.85,
  '2449': 1.2,
  '3590': 0.88,
  '4365': 0.92,
  '4530': 0.85,
  '8008': 1.15,
  '8070': 1.1,
  '9080': 0.85,
};

/** Places with a tram, light metro or coastal tram. */
const TRAM_ZIPS: ReadonlySet<string> = new Set([
  '1000',
  '1030',
  '1040',
  '1050',
  '1060',
  '1070',
  '1150',
  '1180',
  '2000',
  '8400',
  '9000',
  '4000',
  '6000',
  '2449',
]);

const CITIES_BY_REGION: Record<Region, DemoCity[]> = { brussels: [], flanders: [], wallonia: [], luxembourg: [] };
for (const c of CITIES) CITIES_BY_REGION[regionOf(c.zip, c.countryId)!].push(c);

const COUNTRY_NAME: Record<10 | 50, Localized> = {
  10: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  50: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
};

// ---------------------------------------------------------------------------------------------------------------
// Energy label bands
// ---------------------------------------------------------------------------------------------------------------

/**
 * Energy classes per region, best first: the scale's key, the label text shown, and the range of values the demo
 * data draws from. The demo ranges stay strictly inside the scales' ranges so shared bounds (e.g. 100 in Flanders)
 * and the unclear Brussels f_sub/g bounds are never produced. Luxembourg uses its own A-I classes. The keys are the
 * labels of lib/domain/energy.ts (ENERGY_LABELS), in its order, and the text shown is that module's energyLabelText.
 */
type EpcBand = { key: string; text: string; min: number; max: number };
const band = (key: string, min: number, max: number): EpcBand => ({ key, text: energyLabelText(key), min, max });
export const EPC_BANDS: Record<Region, EpcBand[]> = {
  flanders: [
    band('a_plus', -60, -1),
    band('a', 0, 99),
    band('b', 101, 199),
    band('c', 201, 299),
    band('d', 301, 399),
    band('e', 401, 499),
    band('f', 501, 700),
  ],
  brussels: [
    band('a_plus', -40, -1),
    band('a', 1, 23),
    band('a_sub', 24, 45),
    band('b_plus', 46, 62),
    band('b', 63, 79),
    band('b_sub', 80, 95),
    band('c_plus', 96, 113),
    band('c', 114, 132),
    band('c_sub', 133, 150),
    band('d_plus', 151, 170),
    band('d', 171, 190),
    band('d_sub', 191, 210),
    band('e_plus', 211, 232),
    band('e', 233, 253),
    band('e_sub', 254, 275),
    band('f_plus', 276, 298),
    band('f', 299, 322),
    band('f_sub', 323, 345),
    band('g', 347, 400),
  ],
  wallonia: [
    band('a_plusplus', -30, -1),
    band('a_plus', 0, 44),
    band('a', 46, 84),
    band('b', 86, 169),
    band('c', 171, 254),
    band('d', 256, 339),
    band('e', 341, 424),
    band('f', 426, 509),
    band('g', 511, 600),
  ],
  luxembourg: [
    band('a', 15, 45),
    band('b', 46, 95),
    band('c', 96, 125),
    band('d', 126, 145),
    band('e', 146, 210),
    band('f', 211, 295),
    band('g', 296, 395),
    band('h', 396, 530),
    band('i', 531, 650),
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Team
// ---------------------------------------------------------------------------------------------------------------

type Manager = { name: string; phone: string; email: string };
const BE_MANAGERS: Manager[] = [
  { name: 'Sarah Peeters', phone: '+32 2 640 00 12', email: 'sarah@maison-horizon.be' },
  { name: 'Mehdi El Amrani', phone: '+32 2 640 00 13', email: 'mehdi@maison-horizon.be' },
  { name: 'Annelies Van den Broeck', phone: '+32 2 640 00 14', email: 'annelies@maison-horizon.be' },
];
const LU_MANAGER: Manager = { name: 'Marc Schmit', phone: '+352 26 20 00 16', email: 'marc@maison-horizon.be' };

// ---------------------------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------------------------

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = (seed >>> 0) ^ 0x9e3779b9;
  }
  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length));
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const e of entries) total += e[1];
    let r = this.next() * total;
    for (const e of entries) {
      r -= e[1];
      if (r < 0) return e[0];
    }
    // Rounding can leave r at 0 after the last weight: that draw is the last entry's.
    return itemAt(entries, entries.length - 1)[0];
  }
  shuffle<T>(items: T[]): T[] {
    // Fisher–Yates: 0 <= j <= i < length.
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = itemAt(items, i);
      items[i] = itemAt(items, j);
      items[j] = t;
    }
    return items;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Distributions
// ---------------------------------------------------------------------------------------------------------------

const SALE_TYPES: [TypeKey, number][] = [
  ['house', 26],
  ['apartment', 28],
  ['villa', 7],
  ['land', 6],
  ['office', 3],
  ['commercial', 4],
  ['garage', 5],
  ['studio', 8],
  ['penthouse', 4],
  ['investment', 4],
];
const RENT_TYPES: [TypeKey, number][] = [
  ['house', 14],
  ['apartment', 40],
  ['villa', 3],
  ['office', 8],
  ['commercial', 7],
  ['garage', 9],
  ['studio', 14],
  ['penthouse', 5],
];
const REGIONS: [Region, number][] = [
  ['brussels', 34],
  ['flanders', 28],
  ['wallonia', 24],
  ['luxembourg', 14],
];

const REGION_SALE_FACTOR: Record<Region, number> = { flanders: 1, brussels: 1.1, wallonia: 0.8, luxembourg: 1.8 };
const REGION_RENT_FACTOR: Record<Region, number> = { flanders: 1, brussels: 1.15, wallonia: 0.85, luxembourg: 1.6 };
/** Building land, EUR per m² (land prices differ far more between regions than building prices). */
const LAND_PRICE_M2: Record<Region, number> = { flanders: 240, brussels: 650, wallonia: 110, luxembourg: 950 };
/** Sale, EUR per m² of living (or total) surface, Flanders level. */
const SALE_M2: Partial<Record<TypeKey, number>> = {
  house: 2200,
  villa: 2800,
  apartment: 3000,
  studio: 4300,
  penthouse: 4400,
  office: 2100,
  commercial: 1900,
  investment: 1800,
};
/** Rent, EUR per m² per month, Flanders level. */
const RENT_M2: Partial<Record<TypeKey, number>> = {
  house: 8.5,
  villa: 7.5,
  apartment: 11.5,
  studio: 19,
  penthouse: 13.5,
  office: 11,
  commercial: 14,
};
/** Registration rights on a sale: own-home rate for homes and land, general rate otherwise. */
const REGISTRATION_RATE: Record<Region, [home: number, other: number]> = {
  flanders: [0.02, 0.12],
  brussels: [0.125, 0.125],
  wallonia: [0.03, 0.125],
  luxembourg: [0.07, 0.07],
};

const REF_DATE = Date.UTC(2026, 10, 1, 10, 0, 0); // 2026-11-01T10:00:00Z
const DAY = 86_400_000;
const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------------------------

/** A property's marquee: 0 none, else a key of MARQUEE_NAMES. */
type Marquee = 0 | 1 | 2 | 3 | 4;
const MARQUEE_NAMES: Record<Exclude<Marquee, 0>, Localized> = {
  1: { en: 'New', nl: 'Nieuw', fr: 'Nouveau', de: 'Neu' },
  2: { en: 'Sold', nl: 'Verkocht', fr: 'Vendu', de: 'Verkauft' },
  3: { en: 'Price reduced', nl: 'Prijsdaling', fr: 'Prix réduit', de: 'Preis gesenkt' },
  4: { en: 'Under offer', nl: 'In optie', fr: 'Sous option', de: 'Reserviert' },
};
const MARQUEE_RENTED: Localized = { en: 'Rented', nl: 'Verhuurd', fr: 'Loué', de: 'Vermietet' };
const PRICE_UNIT_TEXT_MONTH: Localized = { en: 'EUR/month', nl: 'EUR/maand', fr: 'EUR/mois', de: 'EUR/Monat' };

const THOUSANDS: Record<Locale, string> = { en: ',', nl: '.', fr: '\u202f', de: '.' };
function fmtInt(n: number, lang: Locale): string {
  const s = String(Math.round(n));
  return s.length <= 3 ? s : s.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[lang]);
}

const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const ucFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** French "de Bruxelles" / "d’Anvers". */
const frDe = (city: string) => (/^[AEIOUYÉÈÊ]/i.test(city) ? `d’${city}` : `de ${city}`);

type Facts = {
  bedrooms: number | null;
  bathrooms: number | null;
  showerRooms: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  facades: number | null;
  floor: number | null;
  total: number;
  living: number | null;
  ground: number | null;
  garden: number | null;
  terrace: number | null;
  units: number | null;
  frontage: number | null;
  parkingSpace: boolean;
};

function typeDescription(type: TypeKey, f: Facts, lang: Locale): string {
  const n = f.bedrooms ?? 0;
  const feature = f.garden ? 'garden' : f.terrace ? 'terrace' : f.garages ? 'garage' : null;
  const rooms: Localized = {
    en: `${n} bedroom${n === 1 ? '' : 's'}`,
    nl: `${n} slaapkamer${n === 1 ? '' : 's'}`,
    fr: `${n} chambre${n === 1 ? '' : 's'}`,
    de: `${n} Schlafzimmer${n === 1 ? '' : 'n'}`,
  };
  const withFeature = (base: string): string => {
    if (!feature) return base;
    const words: Record<NonNullable<typeof feature>, Localized> = {
      garden: { en: ' and garden', nl: ' en tuin', fr: ' avec jardin', de: ' und Garten' },
      terrace: { en: ' and terrace', nl: ' en terras', fr: ' avec terrasse', de: ' und Terrasse' },
      garage: { en: ' and garage', nl: ' en garage', fr: ' avec garage', de: ' und Garage' },
    };
    return base + words[feature][lang];
  };
  const m2 = (v: number | null) => `${fmtInt(v ?? 0, lang)} m²`;
  switch (type) {
    case 'house':
    case 'villa':
    case 'apartment':
    case 'penthouse': {
      const noun: Record<'house' | 'villa' | 'apartment' | 'penthouse', Localized> = {
        house: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
        villa: { en: 'Villa', nl: 'Villa', fr: 'Villa', de: 'Villa' },
        apartment: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
        penthouse: { en: 'Penthouse', nl: 'Penthouse', fr: 'Penthouse', de: 'Penthouse' },
      };
      const w = noun[type][lang];
      const withWord: Localized = { en: 'with', nl: 'met', fr: '', de: 'mit' };
      return withFeature(lang === 'fr' ? `${w} ${rooms.fr}` : `${w} ${withWord[lang]} ${rooms[lang]}`);
    }
    case 'studio': {
      const t = f.terrace;
      return {
        en: `Studio of ${m2(f.living)}${t ? ' with terrace' : ''}`,
        nl: `Studio van ${m2(f.living)}${t ? ' met terras' : ''}`,
        fr: `Studio de ${m2(f.living)}${t ? ' avec terrasse' : ''}`,
        de: `Studio von ${m2(f.living)}${t ? ' mit Terrasse' : ''}`,
      }[lang];
    }
    case 'land':
      return {
        en: `Building plot of ${m2(f.ground)}`,
        nl: `Bouwgrond van ${m2(f.ground)}`,
        fr: `Terrain à bâtir de ${m2(f.ground)}`,
        de: `Baugrundstück von ${m2(f.ground)}`,
      }[lang];
    case 'office':
      return {
        en: `Office space of ${m2(f.total)}`,
        nl: `Kantoorruimte van ${m2(f.total)}`,
        fr: `Bureaux de ${m2(f.total)}`,
        de: `Bürofläche von ${m2(f.total)}`,
      }[lang];
    case 'commercial':
      return {
        en: `Commercial space of ${m2(f.total)}`,
        nl: `Handelspand van ${m2(f.total)}`,
        fr: `Surface commerciale de ${m2(f.total)}`,
        de: `Gewerbefläche von ${m2(f.total)}`,
      }[lang];
    case 'garage':
      return f.parkingSpace
        ? { en: 'Underground parking space', nl: 'Ondergrondse parkeerplaats', fr: 'Emplacement de parking en sous-sol', de: 'Tiefgaragenstellplatz' }[lang]
        : { en: 'Closed garage box', nl: 'Gesloten garagebox', fr: 'Box de garage fermé', de: 'Geschlossene Garagenbox' }[lang];
    case 'investment': {
      const u = f.units ?? 0;
      return {
        en: `Investment property with ${u} units`,
        nl: `Opbrengsteigendom met ${u} wooneenheden`,
        fr: `Immeuble de rapport de ${u} logements`,
        de: `Renditeobjekt mit ${u} Wohneinheiten`,
      }[lang];
    }
  }
}

type NounInfo = { en: string; nl: [string, 'c' | 'n']; fr: [string, 'm' | 'f']; de: [string, 'm' | 'f' | 'n'] };
const TITLE_NOUNS: Record<TypeKey, NounInfo> = {
  house: { en: 'house', nl: ['woning', 'c'], fr: ['maison', 'f'], de: ['Haus', 'n'] },
  apartment: { en: 'apartment', nl: ['appartement', 'n'], fr: ['appartement', 'm'], de: ['Wohnung', 'f'] },
  villa: { en: 'villa', nl: ['villa', 'c'], fr: ['villa', 'f'], de: ['Villa', 'f'] },
  land: { en: 'building plot', nl: ['bouwgrond', 'c'], fr: ['terrain à bâtir', 'm'], de: ['Baugrundstück', 'n'] },
  office: { en: 'office space', nl: ['kantoorruimte', 'c'], fr: ['espace de bureaux', 'm'], de: ['Bürofläche', 'f'] },
  commercial: { en: 'commercial space', nl: ['handelspand', 'n'], fr: ['surface commerciale', 'f'], de: ['Gewerbefläche', 'f'] },
  garage: { en: 'garage', nl: ['garage', 'c'], fr: ['garage', 'm'], de: ['Garage', 'f'] },
  studio: { en: 'studio', nl: ['studio', 'c'], fr: ['studio', 'm'], de: ['Studio', 'n'] },
  penthouse: { en: 'penthouse', nl: ['penthouse', 'c'], fr: ['penthouse', 'm'], de: ['Penthouse', 'n'] },
  investment: { en: 'investment property', nl: ['opbrengstpand', 'n'], fr: ['immeuble de rapport', 'm'], de: ['Renditeobjekt', 'n'] },
};
const PARKING_NOUN: NounInfo = {
  en: 'parking space',
  nl: ['staanplaats', 'c'],
  fr: ['emplacement de parking', 'm'],
  de: ['Stellplatz', 'm'],
};

type AdjKey = 'bright' | 'renovated' | 'spacious' | 'charming' | 'modern' | 'located' | 'new' | 'quiet';
type AdjInfo = { en: string; nl: [c: string, n: string]; fr: [m: string, f: string]; de: [m: string, f: string, n: string] };
const ADJECTIVES: Record<AdjKey, AdjInfo> = {
  bright: { en: 'Bright', nl: ['Lichtrijke', 'Lichtrijk'], fr: ['lumineux', 'lumineuse'], de: ['Heller', 'Helle', 'Helles'] },
  renovated: {
    en: 'Renovated',
    nl: ['Gerenoveerde', 'Gerenoveerd'],
    fr: ['rénové', 'rénovée'],
    de: ['Renovierter', 'Renovierte', 'Renoviertes'],
  },
  spacious: { en: 'Spacious', nl: ['Ruime', 'Ruim'], fr: ['spacieux', 'spacieuse'], de: ['Geräumiger', 'Geräumige', 'Geräumiges'] },
  charming: {
    en: 'Charming',
    nl: ['Charmante', 'Charmant'],
    fr: ['charmant', 'charmante'],
    de: ['Charmanter', 'Charmante', 'Charmantes'],
  },
  modern: { en: 'Modern', nl: ['Moderne', 'Modern'], fr: ['moderne', 'moderne'], de: ['Moderner', 'Moderne', 'Modernes'] },
  located: {
    en: 'Well-located',
    nl: ['Goed gelegen', 'Goed gelegen'],
    fr: ['bien situé', 'bien située'],
    de: ['Gut gelegener', 'Gut gelegene', 'Gut gelegenes'],
  },
  new: { en: 'New', nl: ['Nieuwe', 'Nieuw'], fr: ['neuf', 'neuve'], de: ['Neuer', 'Neue', 'Neues'] },
  quiet: {
    en: 'Quietly located',
    nl: ['Rustig gelegen', 'Rustig gelegen'],
    fr: ['au calme', 'au calme'],
    de: ['Ruhig gelegener', 'Ruhig gelegene', 'Ruhig gelegenes'],
  },
};

function title(noun: NounInfo, adj: AdjKey, city: Localized): Localized {
  const a = ADJECTIVES[adj];
  return {
    en: `${a.en} ${noun.en} in ${city.en}`,
    nl: `${a.nl[noun.nl[1] === 'c' ? 0 : 1]} ${noun.nl[0]} in ${city.nl}`,
    fr: `${ucFirst(noun.fr[0])} ${a.fr[noun.fr[1] === 'm' ? 0 : 1]} à ${city.fr}`,
    de: `${a.de[noun.de[1] === 'm' ? 0 : noun.de[1] === 'f' ? 1 : 2]} ${noun.de[0]} in ${city.de}`,
  };
}

/** Description fragments. Placeholders: {city}, {ofCity} (fr "de X"/"d’X"), {year}, {garden}, {terrace}, {frontage}. */
type Frag = Localized;
const INTRO: [sale: Frag, rent: Frag] = [
  { en: 'For sale in {city}: {desc}.', nl: 'Te koop in {city}: {desc}.', fr: 'À vendre à {city} : {desc}.', de: 'Zu verkaufen in {city}: {desc}.' },
  { en: 'For rent in {city}: {desc}.', nl: 'Te huur in {city}: {desc}.', fr: 'À louer à {city} : {desc}.', de: 'Zu vermieten in {city}: {desc}.' },
];
const LIGHT: Frag[] = [
  {
    en: 'Large windows let in plenty of natural light throughout the day.',
    nl: 'Grote raampartijen zorgen de hele dag voor veel natuurlijk licht.',
    fr: 'De larges baies vitrées laissent entrer une belle lumière naturelle tout au long de la journée.',
    de: 'Große Fensterflächen sorgen den ganzen Tag für viel Tageslicht.',
  },
  {
    en: 'The living room faces south and is bathed in sunlight.',
    nl: 'De leefruimte is zuidgericht en baadt in het zonlicht.',
    fr: 'Le séjour est orienté plein sud et baigné de soleil.',
    de: 'Der Wohnbereich ist nach Süden ausgerichtet und lichtdurchflutet.',
  },
  {
    en: 'High ceilings and a bright open-plan layout create a pleasant sense of space.',
    nl: 'Hoge plafonds en een lichte open indeling geven een aangenaam ruimtegevoel.',
    fr: 'Les hauts plafonds et les espaces ouverts lumineux offrent une agréable sensation d’espace.',
    de: 'Hohe Decken und ein heller, offener Grundriss schaffen ein angenehmes Raumgefühl.',
  },
];
const LOCATION_HOME: Frag = {
  en: 'It is set in a quiet residential street, close to shops and schools.',
  nl: 'Het pand ligt in een rustige woonstraat, dicht bij winkels en scholen.',
  fr: 'Le bien se situe dans une rue résidentielle calme, à proximité des commerces et des écoles.',
  de: 'Die Immobilie liegt in einer ruhigen Wohnstraße, nahe bei Geschäften und Schulen.',
};
/** The town centre, then the green edge (the lists below name them by place). */
const LOCATION: readonly [Frag, Frag] = [
  {
    en: 'The location in the heart of {city} puts restaurants, markets and parks within walking distance.',
    nl: 'Dankzij de ligging in het hart van {city} liggen restaurants, markten en parken op wandelafstand.',
    fr: 'Sa situation au cœur {ofCity} met restaurants, marchés et parcs à distance de marche.',
    de: 'Dank der Lage im Herzen von {city} sind Restaurants, Märkte und Parks zu Fuß erreichbar.',
  },
  {
    en: 'The setting is green, on the edge of {city} and only minutes from the centre.',
    nl: 'De omgeving is groen, aan de rand van {city} en op enkele minuten van het centrum.',
    fr: 'Le cadre est verdoyant, en bordure {ofCity} et à quelques minutes du centre.',
    de: 'Die Umgebung ist grün, am Rand von {city} und nur wenige Minuten vom Zentrum entfernt.',
  },
];
const TRANSPORT_ROADS: Frag = {
  en: 'Public transport and the main access roads are close by.',
  nl: 'Openbaar vervoer en de belangrijkste invalswegen bevinden zich vlakbij.',
  fr: 'Les transports en commun et les grands axes sont tout proches.',
  de: 'Öffentliche Verkehrsmittel und die wichtigsten Zufahrtsstraßen befinden sich in der Nähe.',
};
const TRANSPORT_STATION: Frag = {
  en: 'The railway station is less than ten minutes away on foot.',
  nl: 'Het station ligt op minder dan tien minuten wandelen.',
  fr: 'La gare se trouve à moins de dix minutes à pied.',
  de: 'Der Bahnhof ist zu Fuß in weniger als zehn Minuten erreichbar.',
};
const TRANSPORT_TRAM: Frag = {
  en: 'Tram and bus stops are just around the corner.',
  nl: 'Tram- en bushaltes liggen om de hoek.',
  fr: 'Les arrêts de tram et de bus se trouvent au coin de la rue.',
  de: 'Straßenbahn- und Bushaltestellen liegen gleich um die Ecke.',
};
const TRANSPORT_LU: Frag = {
  en: 'Public transport is free throughout Luxembourg, and a bus stop is nearby.',
  nl: 'Het openbaar vervoer is gratis in heel Luxemburg en er is een bushalte vlakbij.',
  fr: 'Les transports publics sont gratuits dans tout le Luxembourg et un arrêt de bus se trouve à proximité.',
  de: 'Der öffentliche Verkehr ist in ganz Luxemburg kostenlos, und eine Bushaltestelle befindet sich in der Nähe.',
};
const CONDITION_NEW: Frag = {
  en: 'This new build meets the latest energy standards.',
  nl: 'Deze nieuwbouw voldoet aan de meest recente energienormen.',
  fr: 'Cette construction neuve répond aux dernières normes énergétiques.',
  de: 'Dieser Neubau erfüllt die neuesten Energiestandards.',
};
const CONDITION_RENOVATED: Frag[] = [
  {
    en: 'The property was fully renovated in {year} with quality materials.',
    nl: 'In {year} werd het pand volledig gerenoveerd met kwaliteitsvolle materialen.',
    fr: 'Le bien a été entièrement rénové en {year} avec des matériaux de qualité.',
    de: 'Im Jahr {year} wurde die Immobilie mit hochwertigen Materialien vollständig renoviert.',
  },
  {
    en: 'The kitchen and bathroom were renewed in {year}.',
    nl: 'Keuken en badkamer werden in {year} vernieuwd.',
    fr: 'La cuisine et la salle de bains ont été rénovées en {year}.',
    de: 'Küche und Bad wurden {year} erneuert.',
  },
];
const CONDITION_MAINTAINED: Frag = {
  en: 'The property has been well maintained over the years.',
  nl: 'Het pand werd door de jaren heen goed onderhouden.',
  fr: 'Le bien a été bien entretenu au fil des années.',
  de: 'Die Immobilie wurde über die Jahre gut gepflegt.',
};
const CONDITION_POTENTIAL: Frag = {
  en: 'It offers great potential for buyers who wish to renovate to their own taste.',
  nl: 'Het pand biedt veel potentieel voor wie naar eigen smaak wil renoveren.',
  fr: 'Le bien offre un beau potentiel pour qui souhaite rénover à son goût.',
  de: 'Die Immobilie bietet viel Potenzial für alle, die nach eigenem Geschmack renovieren möchten.',
};
const OUTDOOR_GARDEN: Frag[] = [
  {
    en: 'At the back, a well-kept garden of {garden} m² offers plenty of privacy.',
    nl: 'Achteraan biedt een verzorgde tuin van {garden} m² veel privacy.',
    fr: 'À l’arrière, un jardin soigné de {garden} m² offre beaucoup d’intimité.',
    de: 'Hinten bietet ein gepflegter Garten von {garden} m² viel Privatsphäre.',
  },
  {
    en: 'The south-west facing garden of {garden} m² is ideal for summer evenings.',
    nl: 'De tuin van {garden} m² op het zuidwesten is ideaal voor zomeravonden.',
    fr: 'Le jardin de {garden} m² orienté sud-ouest est idéal pour les soirées d’été.',
    de: 'Der nach Südwesten ausgerichtete Garten von {garden} m² ist ideal für Sommerabende.',
  },
];
const OUTDOOR_TERRACE: Frag = {
  en: 'A terrace of {terrace} m² extends the living area outdoors.',
  nl: 'Een terras van {terrace} m² trekt de leefruimte door naar buiten.',
  fr: 'Une terrasse de {terrace} m² prolonge l’espace de vie vers l’extérieur.',
  de: 'Eine Terrasse von {terrace} m² erweitert den Wohnraum nach draußen.',
};
const TYPE_FRAGMENTS: Partial<Record<TypeKey, Frag[]>> = {
  land: [
    {
      en: 'The plot has a frontage of {frontage} m and is suitable for a detached or semi-detached house.',
      nl: 'Het perceel heeft een straatbreedte van {frontage} m en is geschikt voor open of halfopen bebouwing.',
      fr: 'La parcelle présente une façade de {frontage} m et convient à une construction 3 ou 4 façades.',
      de: 'Das Grundstück hat eine Straßenfront von {frontage} m und eignet sich für ein freistehendes Haus oder eine Doppelhaushälfte.',
    },
    {
      en: 'Utilities (water, gas, electricity) are available in the street.',
      nl: 'Nutsvoorzieningen (water, gas, elektriciteit) zijn aanwezig in de straat.',
      fr: 'Les impétrants (eau, gaz, électricité) sont disponibles en voirie.',
      de: 'Versorgungsanschlüsse (Wasser, Gas, Strom) liegen in der Straße an.',
    },
  ],
  office: [
    {
      en: 'The space offers a flexible layout with meeting rooms and a kitchenette.',
      nl: 'De ruimte biedt een flexibele indeling met vergaderzalen en een kitchenette.',
      fr: 'L’espace offre un aménagement flexible avec salles de réunion et kitchenette.',
      de: 'Die Fläche bietet eine flexible Aufteilung mit Besprechungsräumen und Teeküche.',
    },
    {
      en: 'Air conditioning, a raised floor and fibre connectivity are in place.',
      nl: 'Airconditioning, een verhoogde vloer en een glasvezelaansluiting zijn aanwezig.',
      fr: 'Climatisation, faux plancher et connexion fibre sont en place.',
      de: 'Klimaanlage, Doppelboden und Glasfaseranschluss sind vorhanden.',
    },
  ],
  commercial: [
    {
      en: 'The large shop window ensures excellent visibility from the street.',
      nl: 'De grote etalage zorgt voor een uitstekende zichtbaarheid vanaf de straat.',
      fr: 'La grande vitrine assure une excellente visibilité depuis la rue.',
      de: 'Das große Schaufenster sorgt für eine hervorragende Sichtbarkeit von der Straße aus.',
    },
  ],
  garage: [
    {
      en: 'Access is via a secure remote-controlled gate.',
      nl: 'De toegang verloopt via een beveiligde poort met afstandsbediening.',
      fr: 'L’accès se fait par une porte sécurisée avec télécommande.',
      de: 'Der Zugang erfolgt über ein gesichertes, ferngesteuertes Tor.',
    },
  ],
  investment: [
    {
      en: 'All units are currently let, providing an immediate rental income.',
      nl: 'Alle units zijn momenteel verhuurd, wat meteen huurinkomsten oplevert.',
      fr: 'Tous les logements sont actuellement loués, ce qui assure un revenu locatif immédiat.',
      de: 'Alle Einheiten sind derzeit vermietet und bringen sofort Mieteinnahmen.',
    },
  ],
};
const CLOSING: Frag[] = [
  {
    en: 'Contact us to arrange a viewing.',
    nl: 'Neem contact met ons op voor een bezoek.',
    fr: 'Contactez-nous pour organiser une visite.',
    de: 'Kontaktieren Sie uns für eine Besichtigung.',
  },
  {
    en: 'A viewing is highly recommended.',
    nl: 'Een bezoek is zeker de moeite waard.',
    fr: 'Une visite s’impose.',
    de: 'Eine Besichtigung lohnt sich.',
  },
];

function fill(template: string, vars: Record<string, string>): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios for the first properties (deliberate coverage)
// ---------------------------------------------------------------------------------------------------------------

type Scenario = {
  region?: Region;
  goal?: 0 | 1;
  type?: TypeKey;
  status?: 'available' | 'option' | 'sold' | 'rented';
  hidePrice?: boolean;
  hideAddress?: boolean;
  startingFrom?: boolean;
  annuity?: boolean;
  marquee?: Marquee;
};

/** Index (0-based) in the generated list → what that property must be. Everything else stays random. */
const SCENARIOS: Record<number, Scenario> = {
  0: { region: 'brussels', goal: 0, type: 'apartment', status: 'available', marquee: 1, annuity: false },
  2: { region: 'flanders', goal: 0, type: 'house' },
  3: { region: 'wallonia', goal: 1, type: 'apartment' },
  5: { region: 'luxembourg', goal: 0, type: 'apartment' },
  6: { region: 'brussels', goal: 1, type: 'apartment' },
  8: { region: 'flanders', goal: 1, type: 'apartment' },
  9: { region: 'wallonia', goal: 0, type: 'house', status: 'sold' },
  11: { region: 'luxembourg', goal: 1, type: 'apartment' },
  12: { region: 'brussels', goal: 0, type: 'villa', hidePrice: true },
  14: { region: 'flanders', goal: 0, type: 'apartment', startingFrom: true },
  16: { region: 'brussels', goal: 1, type: 'studio', status: 'rented' },
  18: { region: 'wallonia', goal: 0, type: 'house', hideAddress: true },
  20: { region: 'flanders', goal: 0, type: 'house', status: 'option' },
  22: { region: 'brussels', goal: 0, type: 'house', annuity: true },
  24: { region: 'wallonia', goal: 0, type: 'land' },
  26: { region: 'brussels', goal: 1, type: 'garage' },
  28: { region: 'luxembourg', goal: 0, type: 'house', status: 'sold' },
  30: { region: 'brussels', goal: 0, type: 'penthouse', marquee: 3 },
  33: { region: 'flanders', goal: 1, type: 'house', status: 'rented' },
  36: { region: 'brussels', goal: 1, type: 'office' },
  38: { region: 'luxembourg', goal: 1, type: 'studio', hidePrice: true, hideAddress: true },
};

// ---------------------------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------------------------

function makeFacts(rng: Rng, type: TypeKey, goal: number, region: Region): Facts {
  const f: Facts = {
    bedrooms: null,
    bathrooms: null,
    showerRooms: null,
    toilets: null,
    garages: null,
    parkings: null,
    facades: null,
    floor: null,
    total: 0,
    living: null,
    ground: null,
    garden: null,
    terrace: null,
    units: null,
    frontage: null,
    parkingSpace: false,
  };
  switch (type) {
    case 'house':
    case 'villa': {
      const villa = type === 'villa';
      f.bedrooms = villa
        ? rng.int(4, 6)
        : rng.weighted([
            [2, 20],
            [3, 45],
            [4, 25],
            [5, 10],
          ] as const);
      f.bathrooms = villa ? rng.int(2, 4) : f.bedrooms >= 4 ? rng.int(1, 2) + (rng.chance(0.3) ? 1 : 0) : rng.int(1, 2);
      f.showerRooms = rng.chance(villa ? 0.7 : 0.35) ? 1 : 0;
      f.toilets = f.bathrooms + rng.int(0, 1);
      f.living = villa ? rng.int(220, 480) : 70 + f.bedrooms * 25 + rng.int(-10, 40);
      f.ground = villa ? (region === 'brussels' ? rng.int(600, 1800) : rng.int(900, 4000)) : region === 'brussels' ? rng.int(90, 450) : rng.int(150, 1100);
      if (region === 'luxembourg' && !villa) f.ground = Math.round(f.ground * 0.7);
      const footprint = Math.round(f.living * (villa ? 0.6 : 0.55));
      f.garden = f.ground - footprint >= 25 ? f.ground - footprint : null;
      f.terrace = rng.chance(villa ? 0.95 : 0.7) ? (villa ? rng.int(30, 120) : rng.int(10, 40)) : null;
      f.garages = villa
        ? rng.int(1, 3)
        : rng.weighted([
            [0, 40],
            [1, 45],
            [2, 15],
          ] as const);
      f.parkings = rng.int(0, villa ? 4 : 2);
      f.facades = villa
        ? 4
        : rng.weighted([
            [2, 45],
            [3, 30],
            [4, 25],
          ] as const);
      f.total = f.living + rng.int(0, villa ? 80 : 40);
      break;
    }
    case 'apartment': {
      f.bedrooms = rng.weighted([
        [1, 30],
        [2, 50],
        [3, 20],
      ] as const);
      f.bathrooms = f.bedrooms === 3 && rng.chance(0.6) ? 2 : 1;
      f.showerRooms = rng.chance(0.25) ? 1 : 0;
      f.toilets = f.bathrooms + (rng.chance(0.5) ? 1 : 0);
      f.living = 45 + f.bedrooms * 25 + rng.int(-5, 25);
      f.floor = rng.weighted([
        [0, 15],
        [1, 20],
        [2, 20],
        [3, 15],
        [4, 10],
        [5, 8],
        [6, 6],
        [7, 3],
        [8, 3],
      ] as const);
      if (f.floor === 0 && rng.chance(0.5)) f.garden = rng.int(20, 120);
      else if (rng.chance(0.7)) f.terrace = rng.int(6, 30);
      f.garages = rng.chance(0.35) ? 1 : 0;
      f.parkings = rng.chance(0.25) ? 1 : 0;
      f.facades = rng.chance(0.2) ? 3 : 2;
      f.total = f.living + rng.int(2, 15);
      break;
    }
    case 'studio': {
      f.bedrooms = 0;
      f.bathrooms = 1;
      f.showerRooms = 0;
      f.toilets = 1;
      f.living = rng.int(24, 45);
      f.floor = rng.int(0, 6);
      f.terrace = rng.chance(0.3) ? rng.int(3, 10) : null;
      f.garages = 0;
      f.parkings = rng.chance(0.1) ? 1 : 0;
      f.facades = 2;
      f.total = f.living + rng.int(0, 5);
      break;
    }
    case 'penthouse': {
      f.bedrooms = rng.int(2, 4);
      f.bathrooms = rng.int(2, 3);
      f.showerRooms = rng.int(0, 1);
      f.toilets = f.bathrooms + 1;
      f.living = rng.int(120, 280);
      f.floor = rng.int(5, 12);
      f.terrace = rng.int(30, 150);
      f.garages = rng.int(1, 2);
      f.parkings = rng.int(0, 1);
      f.facades = rng.int(3, 4);
      f.total = f.living + rng.int(5, 20);
      break;
    }
    case 'land': {
      f.ground = region === 'luxembourg' || region === 'brussels' ? rng.int(250, 900) : rng.int(350, 2500);
      f.frontage = rng.int(8, 30);
      f.total = f.ground;
      break;
    }
    case 'office': {
      f.total =
        goal === GOAL_SALE
          ? rng.weighted([
              [rng.int(80, 250), 60],
              [rng.int(250, 600), 30],
              [rng.int(600, 1200), 10],
            ] as const)
          : rng.int(60, 250);
      f.toilets = Math.max(1, Math.round(f.total / 150));
      f.parkings = Math.max(1, Math.round(f.total / 60) + rng.int(-1, 1));
      f.floor = rng.int(0, 6);
      f.facades = rng.int(2, 4);
      break;
    }
    case 'commercial': {
      f.total = rng.int(50, goal === GOAL_SALE ? 500 : 250);
      f.toilets = rng.int(1, 2);
      f.parkings = rng.int(0, 4);
      f.floor = 0;
      f.facades = rng.int(1, 3);
      break;
    }
    case 'garage': {
      f.parkingSpace = rng.chance(0.35);
      f.total = f.parkingSpace ? rng.int(11, 14) : rng.int(14, 20);
      f.garages = f.parkingSpace ? 0 : 1;
      f.parkings = f.parkingSpace ? 1 : 0;
      break;
    }
    case 'investment': {
      f.units = rng.int(3, 8);
      f.bedrooms = f.units + rng.int(0, f.units);
      f.bathrooms = f.units;
      f.toilets = f.units;
      f.living = f.units * rng.int(55, 85);
      f.ground = rng.int(120, 450);
      const footprint = Math.round(f.living / 3);
      f.garden = f.ground - footprint >= 25 ? f.ground - footprint : null;
      f.garages = rng.int(0, 2);
      f.parkings = rng.int(0, 3);
      f.facades = rng.int(2, 3);
      f.total = f.living + rng.int(20, 80);
      break;
    }
  }
  return f;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round1 = (v: number) => Math.round(v * 10) / 10;

function roundSale(v: number, rng: Rng): number {
  if (v < 100_000) return Math.max(5_000, Math.round(v / 1_000) * 1_000);
  const r = Math.round(v / 5_000) * 5_000;
  return rng.chance(0.35) ? r - 1_000 : r;
}

function legalFlag(rng: Rng, pYes: number, pRequested: number): 'none' | 'yes' | 'requested' {
  const r = rng.next();
  return r < pYes ? 'yes' : r < pYes + pRequested ? 'requested' : 'none';
}

/**
 * `count` demo properties × 4 languages, ids from 1001, deterministic for a seed.
 * Fast enough for benchmarks: 10,000 properties (40,000 rows) take well under a second.
 */
export function generateDemoProperties(count: number, seed = 1): PropertyInsert[] {
  const rng = new Rng(seed);
  const rows: PropertyInsert[] = [];
  // Label coverage: each region's first energy-rated (non-new-build) properties walk through every class of its
  // scale in a shuffled order, so every class is present as soon as the region has that many properties.
  const order = {} as Record<Region, number[]>;
  const seen: Record<Region, number> = { brussels: 0, flanders: 0, wallonia: 0, luxembourg: 0 };
  for (const r of ['brussels', 'flanders', 'wallonia', 'luxembourg'] as Region[]) {
    order[r] = rng.shuffle(EPC_BANDS[r].map((_, i) => i));
  }

  for (let i = 0; i < count; i++) {
    const id = 1001 + i;
    const sc: Scenario = i < 40 ? (SCENARIOS[i] ?? {}) : {};

    // -- identity ------------------------------------------------------------------------------------------------
    const goal: 0 | 1 = sc.goal ?? (rng.chance(0.65) ? 0 : 1);
    const type: TypeKey = sc.type ?? rng.weighted(goal === GOAL_SALE ? SALE_TYPES : RENT_TYPES);
    const region: Region = sc.region ?? rng.weighted(REGIONS);
    const city = rng.pick(CITIES_BY_REGION[region]);
    const residential = RESIDENTIAL.has(type);
    const newBuild =
      sc.startingFrom === true || (!sc.annuity && (residential ? rng.chance(goal === GOAL_SALE ? 0.14 : 0.06) : type === 'office' && rng.chance(0.1)));
    const f = makeFacts(rng, type, goal, region);

    // -- energy and construction ---------------------------------------------------------------------------------
    const hasEnergy = type !== 'land' && type !== 'garage';
    const bands = EPC_BANDS[region];
    let bandIdx = -1;
    let energyPerformance: number | null = null;
    let epcLabelText: string | null = null;
    let co2: number | null = null;
    let epcValidUntil: string | null = null;
    let constructionYear: number | null = null;
    let renovationYear: number | null = null;
    if (hasEnergy) {
      if (newBuild) {
        bandIdx = rng.int(0, region === 'brussels' ? 2 : 1);
      } else if (seen[region] < bands.length) {
        bandIdx = itemAt(order[region], seen[region]++);
      } else {
        // Bell-shaped around the middle of the scale: most stock is average, few are extreme.
        const u = (rng.next() + rng.next() + rng.next()) / 3;
        bandIdx = Math.min(bands.length - 1, Math.floor(u * bands.length));
      }
      const band = itemAt(bands, bandIdx);
      energyPerformance = rng.int(band.min, band.max);
      epcLabelText = band.text;
      const p = bandIdx / (bands.length - 1); // 0 best … 1 worst
      if (newBuild) {
        constructionYear = rng.int(2023, 2027);
      } else if (p < 0.25) {
        if (rng.chance(0.5)) constructionYear = rng.int(2008, 2022);
        else {
          constructionYear = rng.int(1925, 2000);
          renovationYear = rng.int(2016, 2025);
        }
      } else if (p < 0.6) {
        constructionYear = rng.int(1955, 2007);
        if (rng.chance(0.5)) renovationYear = rng.int(Math.max(constructionYear + 10, 1995), 2022);
        if (renovationYear !== null && renovationYear < constructionYear + 10) renovationYear = null;
      } else {
        constructionYear = rng.int(1890, 1985);
        if (rng.chance(0.25)) renovationYear = rng.int(1985, 2005);
      }
    } else if (type === 'garage') {
      constructionYear = rng.int(1965, 2022);
    }

    // Heating follows the energy class: heat pumps in new builds, oil in the worst stock.
    let heating: string | null = null;
    if (hasEnergy) {
      const p = bandIdx / (bands.length - 1);
      heating =
        newBuild || bandIdx === 0
          ? rng.weighted([
              ['heat pump', 75],
              ['gas', 15],
              ['district heating', 10],
            ] as const)
          : p > 0.7
            ? rng.weighted([
                ['oil', 40],
                ['gas', 35],
                ['electric', 20],
                ['wood', 5],
              ] as const)
            : rng.weighted([
                ['gas', 60],
                ['heat pump', 15],
                ['electric', 8],
                ['oil', constructionYear !== null && constructionYear >= 2000 ? 0 : 7],
                ['pellets', 5],
                ['collective', FLATS.has(type) ? 5 : 0],
              ] as const);
      const factor =
        heating === 'oil' ? 0.27 : heating === 'gas' || heating === 'collective' ? 0.2 : heating === 'heat pump' ? 0.07 : heating === 'electric' ? 0.12 : 0.05;
      co2 = Math.max(0, round1((energyPerformance ?? 0) * factor));
    }

    // -- price -----------------------------------------------------------------------------------------------------
    const cityFactor = CITY_PRICE_FACTOR[city.zip] ?? 1;
    const noise = 0.88 + rng.next() * 0.24;
    const pBand = bandIdx < 0 ? 0.5 : bandIdx / (bands.length - 1);
    const condition = newBuild ? 1.12 : renovationYear !== null && renovationYear >= 2015 ? 1.06 : pBand > 0.7 ? 0.9 : 1;
    let price: number;
    if (goal === GOAL_SALE) {
      let v: number;
      if (type === 'land') v = (f.ground ?? 0) * LAND_PRICE_M2[region] * cityFactor * noise;
      else if (type === 'garage') v = (f.parkingSpace ? 22_000 : 28_000) * REGION_SALE_FACTOR[region] * cityFactor * noise;
      else {
        const surface = f.living ?? f.total;
        v = surface * (SALE_M2[type] ?? 2500) * REGION_SALE_FACTOR[region] * cityFactor * noise * condition;
        if (type === 'house' || type === 'villa') v += (f.ground ?? 0) * (type === 'villa' ? 80 : 60) * REGION_SALE_FACTOR[region];
      }
      price = roundSale(v, rng);
    } else {
      let v: number;
      if (type === 'garage') {
        v = (f.parkingSpace ? 75 : 95) * REGION_RENT_FACTOR[region] * cityFactor * noise;
        price = Math.max(50, Math.round(v / 5) * 5);
      } else {
        const surface = f.living ?? f.total;
        v = surface * (RENT_M2[type] ?? 11) * REGION_RENT_FACTOR[region] * cityFactor * noise * condition;
        const [lo, hi] = region === 'luxembourg' ? [1_000, 5_600] : [650, 3_500];
        price = Math.round(Math.min(hi, Math.max(lo, v)) / 25) * 25;
      }
    }
    const annuity = goal === GOAL_SALE && (sc.annuity ?? ((type === 'house' || type === 'apartment') && !newBuild && rng.chance(0.035)));
    if (annuity) price = roundSale(price * (0.28 + rng.next() * 0.12), rng); // the bouquet

    // -- status and display flags ----------------------------------------------------------------------------------
    let status: 'available' | 'option' | 'sold' | 'rented';
    if (sc.status) status = sc.status;
    else {
      const r = rng.next();
      status = goal === GOAL_SALE ? (r < 0.08 ? 'sold' : r < 0.11 ? 'option' : 'available') : r < 0.06 ? 'rented' : r < 0.09 ? 'option' : 'available';
    }
    const publishPrice = !(sc.hidePrice ?? rng.chance(0.07));
    const publishAddress = !(sc.hideAddress ?? rng.chance(0.08));
    const priceUnit = sc.startingFrom || (newBuild && goal === GOAL_SALE && residential && rng.chance(0.75)) ? 7 : 0;
    const withUnitText = goal === GOAL_RENT && priceUnit === 0 && rng.chance(0.1);

    // -- dates -----------------------------------------------------------------------------------------------------
    const createdMs = REF_DATE - rng.int(0, 548 * 24 * 60) * MINUTE;
    const updatedMs = createdMs + Math.floor((rng.next() * Math.min(REF_DATE - createdMs, 90 * DAY)) / MINUTE) * MINUTE;
    const ageDays = (REF_DATE - createdMs) / DAY;

    let marquee: Marquee = 0;
    if (sc.marquee !== undefined) marquee = sc.marquee;
    else if (status === 'sold' || status === 'rented') marquee = rng.chance(0.8) ? 2 : 0;
    else if (status === 'option') marquee = rng.chance(0.7) ? 4 : 0;
    else if (ageDays < 45 && rng.chance(0.6)) marquee = 1;
    else if (ageDays > 120 && rng.chance(0.07)) marquee = 3;
    else if (rng.chance(0.03)) marquee = 1;

    if (hasEnergy) {
      const issued = newBuild ? createdMs - rng.int(0, 60) * DAY : createdMs - rng.int(0, 5 * 365) * DAY;
      epcValidUntil = isoDate(issued + 10 * 365.25 * DAY);
    }

    // -- address ---------------------------------------------------------------------------------------------------
    const street = rng.pick(city.streets);
    const centre = CITY_CENTRES[`${city.countryId}-${city.zip}`];
    if (!centre) throw new Error(`No map centre for ${city.zip}: add it to CITY_CENTRES`);
    const [lat0, lng0] = centre;
    const latitude = Math.round((lat0 + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6;
    const longitude = Math.round((lng0 + (rng.next() - 0.5) * 0.03) * 1e6) / 1e6;
    const houseNumber = String(rng.int(1, 180)) + (rng.chance(0.06) ? rng.pick(['A', 'B', 'bis']) : '');
    const boxNr = FLATS.has(type) ? String((f.floor ?? 0) * 100 + rng.int(1, 4)).padStart(2, '0') : null;

    // -- pictures --------------------------------------------------------------------------------------------------
    const exteriors = EXTERIOR_PHOTOS[type];
    const smallPictureUrl = exteriorUrl(rng.pick(exteriors));
    const interiorsFit = type !== 'land' && type !== 'garage';
    const nPictures = Math.min(rng.int(4, 8), exteriors.length + (interiorsFit ? 12 : 0));
    const used = new Set<string>([smallPictureUrl]);
    const pictures = [smallPictureUrl];
    const interiors = interiorsFit;
    while (pictures.length < nPictures) {
      const url = interiors && rng.chance(0.6) ? `/demo/interior-${String(rng.int(1, 12)).padStart(2, '0')}.jpg` : exteriorUrl(rng.pick(exteriors));
      if (!used.has(url)) {
        used.add(url);
        pictures.push(url);
      }
    }

    // -- details ---------------------------------------------------------------------------------------------------
    const d: Record<string, unknown> = { ...demoMedia(id, type) };
    if (f.showerRooms !== null) d.showerRooms = f.showerRooms;
    if (f.toilets !== null) d.toilets = f.toilets;
    if (f.facades !== null) d.facades = f.facades;
    if (f.floor !== null) d.floor = f.floor;
    if (f.units !== null) d.units = f.units;
    if (constructionYear !== null) d.constructionYear = constructionYear;
    if (renovationYear !== null) d.renovationYear = renovationYear;
    d.newBuild = newBuild;
    if (region !== 'luxembourg' && type !== 'garage') {
      const base = type === 'land' ? (f.ground ?? 0) * 0.15 : (f.living ?? f.total) * (6 + rng.next() * 4);
      d.cadastralIncome = Math.max(40, Math.round(base * cityFactor));
    }
    if (heating) d.heating = heating;
    if (residential || type === 'investment') {
      d.kitchen = newBuild
        ? 'fully equipped'
        : rng.weighted([
            ['fully equipped', 45],
            ['equipped', 35],
            ['semi-equipped', 15],
            ['not equipped', 5],
          ] as const);
    }
    if (type === 'house' || type === 'villa' || type === 'investment') {
      d.roof = rng.weighted([
        ['tiles', 50],
        ['slate', 25],
        ['flat roof', 15],
        ['zinc', 8],
        ['thatch', type === 'villa' ? 6 : 0],
      ] as const);
    }
    if (hasEnergy) {
      const p = bandIdx / (bands.length - 1);
      d.windowGlazing = newBuild ? 'triple' : p > 0.85 && rng.chance(0.3) ? 'single' : rng.chance(0.12) ? 'triple' : 'double';
      d.windowFrame = rng.weighted([
        ['PVC', 50],
        ['wood', 25],
        ['aluminium', 25],
      ] as const);
    }
    if (region === 'flanders') {
      const parcel = rng.weighted([
        ['A', 85],
        ['B', 7],
        ['C', 5],
        ['D', 3],
      ] as const);
      const building = parcel === 'A' || type === 'land' ? 'A' : 'ABCD'.charAt(rng.int(0, 'ABCD'.indexOf(parcel)));
      d.floodZone = parcel !== 'A';
      d.floodRiskParcel = parcel;
      d.floodRiskBuilding = type === 'land' ? null : building;
      if (constructionYear !== null && constructionYear < 2001) {
        d.asbestosType = rng.weighted([
          ['asbestos-safe', 45],
          ['not asbestos-safe', 40],
          ['no asbestos found', 15],
        ] as const);
        d.asbestosDate = isoDate(createdMs - rng.int(10, 700) * DAY);
      }
    } else {
      d.floodZone = rng.chance(0.05);
    }
    if (goal === GOAL_SALE) {
      const home = residential || type === 'land';
      const rate = REGISTRATION_RATE[region][home ? 0 : 1];
      if (newBuild) {
        const vatRate = region === 'luxembourg' ? 0.03 : 0.21;
        d.vat = Math.round((price * vatRate) / (1 + vatRate));
        d.registrationRights = Math.round(price * 0.25 * rate); // on the land share only
      } else {
        d.registrationRights = Math.round(price * rate);
      }
      d.notaryFees = Math.round((price * 0.011 + 1_250) / 10) * 10;
      if (FLATS.has(type) || type === 'office') d.chargesOwner = rng.int(8, 35) * 10;
    } else {
      d.monthlyRent = price;
      d.deposit = price * 3;
      d.chargesRenter = type === 'garage' ? 0 : FLATS.has(type) ? rng.int(5, 25) * 10 : rng.int(0, 8) * 10;
      if (FLATS.has(type)) d.chargesOwner = rng.int(3, 15) * 10;
    }
    if (goal === GOAL_RENT) {
      d.availability = rng.chance(0.5) ? 'immediately' : isoDate(createdMs + rng.int(20, 120) * DAY);
    } else if (newBuild) {
      d.availability = isoDate(createdMs + rng.int(180, 540) * DAY);
    } else {
      d.availability = rng.weighted([
        ['at deed', 60],
        ['immediately', 30],
        ['date', 10],
      ] as const);
      if (d.availability === 'date') d.availability = isoDate(createdMs + rng.int(60, 240) * DAY);
    }
    d.planningInfo =
      type === 'office' || type === 'commercial'
        ? rng.weighted([
            ['Mixed-use area', 50],
            ['Commercial area', 30],
            ['Business area', 20],
          ] as const)
        : rng.weighted([
            ['Residential area', 70],
            ['Residential area with rural character', region === 'brussels' ? 0 : 15],
            ['Residential park area', 5],
            ['Mixed-use area', 10],
          ] as const);
    d.permit = legalFlag(rng, 0.25, 0.05);
    d.summons = legalFlag(rng, 0.02, 0);
    d.allotmentPermit = legalFlag(rng, type === 'land' ? 0.5 : 0.04, type === 'land' ? 0.1 : 0.01);
    d.preemptiveRights = legalFlag(rng, 0.05, 0.01);
    d.judicialDecision = legalFlag(rng, 0.02, 0.01);
    if (annuity) {
      const twoHeads = rng.chance(0.55);
      d.annuity = {
        annuityType: rng.weighted([
          ['bouquet + rente', 75],
          ['rente only', 25],
        ] as const),
        head1: { age: rng.int(68, 88), gender: rng.pick(['female', 'male'] as const) },
        head2: twoHeads ? { age: rng.int(66, 88), gender: rng.pick(['female', 'male'] as const) } : null,
        survivor: twoHeads ? rng.chance(0.85) : false,
        indexedRent: rng.chance(0.7),
      };
    }

    // -- texts -----------------------------------------------------------------------------------------------------
    const adjChoices: AdjKey[] = [];
    if (newBuild) adjChoices.push('new', 'new', 'modern');
    else if (type === 'land' || type === 'garage') adjChoices.push('located', 'quiet');
    else {
      adjChoices.push('located');
      if (type !== 'commercial') adjChoices.push('bright');
      if (residential) adjChoices.push('charming');
      if (residential && type !== 'studio') adjChoices.push('spacious');
      if (renovationYear !== null && renovationYear >= 2010) adjChoices.push('renovated', 'renovated', 'modern');
      else if (constructionYear !== null && constructionYear >= 2005) adjChoices.push('modern');
    }
    const adj = rng.pick(adjChoices);
    const noun = type === 'garage' && f.parkingSpace ? PARKING_NOUN : TITLE_NOUNS[type];
    const titles = title(noun, adj, city.name);

    // Description: the intro, then 2-3 fragments (canonical order), sometimes a closing line → 3-4 sentences.
    const pool: Frag[] = [];
    if (residential) {
      pool.push(rng.pick(LIGHT));
      pool.push(f.garden || type === 'house' || type === 'villa' ? rng.pick([LOCATION_HOME, ...LOCATION]) : rng.pick([LOCATION_HOME, LOCATION[0]]));
    } else {
      pool.push(rng.pick(TYPE_FRAGMENTS[type] ?? [LOCATION[1]]));
      pool.push(type === 'commercial' ? LOCATION[0] : rng.pick(LOCATION));
    }
    const transport = [TRANSPORT_ROADS, TRANSPORT_STATION];
    if (TRAM_ZIPS.has(city.zip)) transport.push(TRANSPORT_TRAM);
    if (region === 'luxembourg') transport.push(TRANSPORT_LU);
    pool.push(rng.pick(transport));
    if (residential || type === 'investment') {
      const p = bandIdx < 0 ? 0.5 : bandIdx / (bands.length - 1);
      if (newBuild) pool.push(CONDITION_NEW);
      else if (renovationYear !== null) pool.push(rng.pick(CONDITION_RENOVATED));
      else if (p > 0.6 && goal === GOAL_SALE) pool.push(CONDITION_POTENTIAL);
      else pool.push(CONDITION_MAINTAINED);
    }
    if (f.garden) pool.push(rng.pick(OUTDOOR_GARDEN));
    else if (f.terrace) pool.push(OUTDOOR_TERRACE);
    // Keep the type-specific fragment for non-residential; choose the rest.
    const keep = residential ? 0 : 1;
    const k = Math.min(pool.length, rng.int(2, 3));
    const chosen = new Set<number>();
    for (let j = 0; j < keep; j++) chosen.add(j);
    while (chosen.size < k) chosen.add(rng.int(keep, pool.length - 1));
    const fragments = pool.filter((_, j) => chosen.has(j));
    if (fragments.length < 3 && rng.chance(0.4)) fragments.push(rng.pick(CLOSING));

    const yy = String(new Date(createdMs).getUTCFullYear() % 100).padStart(2, '0');
    const reference = `MH-${yy}-${String(id - 1000).padStart(4, '0')}`;
    const uniqueCode = `MH${String(id).padStart(5, '0')}-${rng.int(0, 0xffff).toString(16).toUpperCase().padStart(4, '0')}`;
    const manager = region === 'luxembourg' ? LU_MANAGER : roundRobin(BE_MANAGERS, id);
    const createdAt = new Date(createdMs);
    const updatedAt = new Date(updatedMs);

    for (const lang of SUPPORTED_LOCALES) {
      const cityName = city.name[lang];
      const desc = typeDescription(type, f, lang);
      const vars: Record<string, string> = {
        city: cityName,
        ofCity: frDe(cityName),
        year: String(renovationYear ?? ''),
        garden: fmtInt(f.garden ?? 0, lang),
        terrace: fmtInt(f.terrace ?? 0, lang),
        frontage: String(f.frontage ?? ''),
        desc: lang === 'de' ? desc : lcFirst(desc),
      };
      let description = fill(INTRO[goal][lang], vars);
      for (const frag of fragments) description += ' ' + fill(frag[lang], vars);
      rows.push({
        id,
        lang,
        webId: TYPE_WEB_ID[type],
        webIds: TYPE_WEB_IDS[type],
        reference,
        uniqueCode,
        typeDescription: desc,
        goal,
        status,
        managerName: manager.name,
        managerPhone: manager.phone,
        managerEmail: manager.email,
        price,
        publishPrice,
        priceUnit,
        priceUnitText: withUnitText ? PRICE_UNIT_TEXT_MONTH[lang] : null,
        marquee,
        marqueeName: marquee === 0 ? null : marquee === 2 && goal !== GOAL_SALE ? MARQUEE_RENTED[lang] : MARQUEE_NAMES[marquee][lang],
        publishAddress,
        street,
        houseNumber,
        boxNr,
        zip: city.zip,
        city: cityName,
        countryId: city.countryId,
        countryName: COUNTRY_NAME[city.countryId][lang],
        latitude,
        longitude,
        energyPerformance,
        epcLabelText,
        co2Emission: co2,
        epcValidUntil,
        smallPictureUrl,
        pictures,
        title: titles[lang],
        description,
        bedrooms: f.bedrooms,
        bathrooms: f.bathrooms,
        garages: f.garages,
        parkings: f.parkings,
        surfaceTotal: f.total,
        surfaceLiving: f.living,
        surfaceGround: f.ground,
        surfaceGarden: f.garden,
        surfaceTerrace: f.terrace,
        details: d,
        createdAt,
        updatedAt,
      });
    }
  }
  return rows;
}
