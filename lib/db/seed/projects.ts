/**
 * Demo new-build projects of the fictional agency "Maison Horizon".
 *
 * `generateDemoProjects()` returns seven projects (Brussels, Ghent, Liège, Antwerp, Luxembourg, Waterloo, Namur),
 * each as four rows (en, nl, fr, de) with the same id like properties, and their units (language-neutral). The
 * output is fully deterministic: unit mixes, surfaces, prices and statuses come from a PRNG seeded by the project
 * id, and dates are relative to the same fixed reference date as the demo properties.
 *
 * Unit statuses, as the agency uses them:
 * - available / option: on the market (an option is a candidate buyer's reservation for a few days);
 * - sold: sold individually while the rest of the building is still on the market;
 * - sold-out: the building or phase the unit belongs to is closed for sale (every unit gone, sales office shut).
 * A project whose every building is closed has the status 'sold-out' (Antwerp here); Ghent's phase 1 (building A)
 * is sold out while its phase 2 (building B) is selling; Namur has no units published yet (sales open later).
 */
import type { projects, projectUnits } from '../schema';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/domain/locales';
import { itemAt } from './lists';
import { CITIES } from './properties';

type ProjectInsert = typeof projects.$inferInsert;
type UnitInsert = typeof projectUnits.$inferInsert;
type Localized = Record<Locale, string>;

/** The same reference date as the demo properties, so "delivered" and "soon" stay true in tests and screenshots. */
const REF_DATE = Date.UTC(2026, 10, 1, 10, 0, 0); // 2026-11-01T10:00:00Z
const DAY = 24 * 60 * 60 * 1000;

const COUNTRY_NAME: Record<10 | 50, Localized> = {
  10: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  50: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
};

type Manager = { name: string; phone: string; email: string };
const SARAH: Manager = { name: 'Sarah Peeters', phone: '+32 2 640 00 12', email: 'sarah@maison-horizon.be' };
const MEHDI: Manager = { name: 'Mehdi El Amrani', phone: '+32 2 640 00 13', email: 'mehdi@maison-horizon.be' };
const ANNELIES: Manager = { name: 'Annelies Van den Broeck', phone: '+32 2 640 00 14', email: 'annelies@maison-horizon.be' };
const MARC: Manager = { name: 'Marc Schmit', phone: '+352 26 20 00 16', email: 'marc@maison-horizon.be' };

/** Web types of units (see WEB_TYPES in ./properties). */
const WEB_ID = { apartment: 2, commercial: 6, studio: 8, penthouse: 9 } as const;

type UnitKind = 'studio' | 'apt1' | 'apt2' | 'apt3' | 'penthouse' | 'commercial';

type BuildingPlan = {
  code: string;
  /** Levels, ground floor included (floors 0 … floors - 1). */
  floors: number;
  /** Units per floor below the top floor, drawn in [min, max]. */
  perFloor: [number, number];
  /** Penthouses on the top floor (0: the top floor is like the others). */
  penthouses: number;
  /** Shops on the ground floor. */
  shops?: number;
  /** The building's sale is closed: every unit is sold-out. */
  closed?: boolean;
};

type ProjectPlan = {
  id: number;
  zip: string;
  countryId: 10 | 50;
  name: Localized;
  description: Localized;
  publicAddress: boolean;
  street: string;
  houseNumber: string;
  latitude: number;
  longitude: number;
  /** Apartment-block drawings (house-NN with NN % 4 == 2) first, then interiors. */
  pictures: string[];
  status: 'selling' | 'sold-out';
  deliveryDate: string | null;
  createdDaysAgo: number;
  manager: Manager;
  /** New-build price level, EUR per m² of living surface (first floor, two-bedroom apartment). */
  pricePerM2: number;
  /** Share of the open units that are sold already. */
  soldShare: number;
  /** Penthouse prices are given on request only. */
  penthousePriceOnRequest?: boolean;
  /** Relative weights of the apartment kinds below the top floor. */
  mix?: Partial<Record<Exclude<UnitKind, 'penthouse' | 'commercial'>, number>>;
  buildings: BuildingPlan[];
};

const block = (n: number) => `/demo/house-${String(n).padStart(2, '0')}.jpg`;
const interior = (n: number) => `/demo/interior-${String(n).padStart(2, '0')}.jpg`;

const PLANS: ProjectPlan[] = [
  {
    id: 701,
    zip: '1000',
    countryId: 10,
    name: { en: 'Sainte-Catherine Residence', nl: 'Residentie Sint-Katelijne', fr: 'Résidence Sainte-Catherine', de: 'Residenz Sainte-Catherine' },
    description: {
      en: 'Sainte-Catherine Residence brings new apartments to the heart of Brussels, a few minutes’ walk from the Place Sainte-Catherine, the Dansaert district and the Grand-Place. Two buildings around a planted inner courtyard offer studios, one- to three-bedroom apartments and penthouses with a large terrace.\n\nEvery apartment has triple glazing, a heat pump, a fully equipped kitchen and a private cellar. Underground parking spaces and a bicycle room complete the project.',
      nl: 'Residentie Sint-Katelijne brengt nieuwe appartementen naar het hart van Brussel, op enkele minuten wandelen van het Sint-Katelijneplein, de Dansaertwijk en de Grote Markt. Twee gebouwen rond een groene binnentuin bieden studio’s, appartementen met één tot drie slaapkamers en penthouses met een ruim terras.\n\nElk appartement heeft driedubbele beglazing, een warmtepomp, een volledig uitgeruste keuken en een eigen kelder. Ondergrondse parkeerplaatsen en een fietsenberging vervolledigen het project.',
      fr: 'La Résidence Sainte-Catherine propose des appartements neufs au cœur de Bruxelles, à quelques minutes à pied de la place Sainte-Catherine, du quartier Dansaert et de la Grand-Place. Deux immeubles autour d’une cour intérieure arborée accueillent des studios, des appartements d’une à trois chambres et des penthouses avec grande terrasse.\n\nChaque appartement dispose du triple vitrage, d’une pompe à chaleur, d’une cuisine entièrement équipée et d’une cave privative. Des emplacements de parking en sous-sol et un local vélos complètent le projet.',
      de: 'Die Residenz Sainte-Catherine bringt neue Wohnungen ins Herz von Brüssel, wenige Gehminuten vom Place Sainte-Catherine, dem Dansaert-Viertel und der Grand-Place entfernt. Zwei Gebäude um einen begrünten Innenhof bieten Studios, Wohnungen mit ein bis drei Schlafzimmern und Penthäuser mit großer Terrasse.\n\nJede Wohnung verfügt über Dreifachverglasung, eine Wärmepumpe, eine voll ausgestattete Küche und einen eigenen Keller. Tiefgaragenstellplätze und ein Fahrradraum runden das Projekt ab.',
    },
    publicAddress: true,
    street: 'Rue de Flandre',
    houseNumber: '112',
    latitude: 50.8523,
    longitude: 4.3455,
    pictures: [block(2), interior(3), interior(7), block(14), interior(11)],
    status: 'selling',
    deliveryDate: '2028-06-30',
    createdDaysAgo: 120,
    manager: SARAH,
    pricePerM2: 4300,
    soldShare: 0.35,
    penthousePriceOnRequest: true,
    buildings: [
      { code: 'A', floors: 6, perFloor: [3, 4], penthouses: 2, shops: 1 },
      { code: 'B', floors: 4, perFloor: [2, 3], penthouses: 0 },
    ],
  },
  {
    id: 702,
    zip: '9000',
    countryId: 10,
    name: { en: 'Coupure Residence', nl: 'Residentie Coupure', fr: 'Résidence Coupure', de: 'Residenz Coupure' },
    description: {
      en: 'Coupure Residence rises along the water of the Coupure canal, within walking distance of the Korenmarkt and the university campuses. The project has two buildings around a shared garden: phase 1 (building A) is sold out, and apartments are still available in phase 2 (building B).\n\nThe apartments have large windows, a south- or west-facing terrace and an energy performance well below the standard. Bicycle storage and charging points for electric cars are provided.',
      nl: 'Residentie Coupure verrijst langs het water van de Coupure, op wandelafstand van de Korenmarkt en de universiteitscampussen. Het project telt twee gebouwen rond een gemeenschappelijke tuin: fase 1 (gebouw A) is uitverkocht, in fase 2 (gebouw B) zijn nog appartementen beschikbaar.\n\nDe appartementen hebben grote raampartijen, een terras op het zuiden of westen en een E-peil ver onder de norm. Een fietsenberging en laadpalen voor elektrische wagens zijn voorzien.',
      fr: 'La Résidence Coupure s’élève le long du canal de la Coupure, à quelques pas du Korenmarkt et des campus universitaires. Le projet compte deux immeubles autour d’un jardin commun : la phase 1 (immeuble A) est entièrement vendue, des appartements sont encore disponibles dans la phase 2 (immeuble B).\n\nLes appartements offrent de larges baies vitrées, une terrasse orientée sud ou ouest et une performance énergétique bien meilleure que la norme. Un local vélos et des bornes de recharge pour voitures électriques sont prévus.',
      de: 'Die Residenz Coupure entsteht direkt am Wasser der Coupure, nur wenige Gehminuten vom Korenmarkt und den Universitätsgeländen entfernt. Das Projekt umfasst zwei Gebäude um einen gemeinsamen Garten: Bauabschnitt 1 (Gebäude A) ist ausverkauft, in Bauabschnitt 2 (Gebäude B) sind noch Wohnungen verfügbar.\n\nDie Wohnungen bieten große Fensterflächen, eine nach Süden oder Westen ausgerichtete Terrasse und eine Energieeffizienz weit über dem gesetzlichen Standard. Ein Fahrradraum und Ladestationen für Elektroautos sind vorgesehen.',
    },
    publicAddress: true,
    street: 'Coupure Links',
    houseNumber: '625',
    latitude: 51.0537,
    longitude: 3.7098,
    pictures: [block(6), interior(1), interior(5), block(18)],
    status: 'selling',
    deliveryDate: '2027-09-30',
    createdDaysAgo: 400,
    manager: ANNELIES,
    pricePerM2: 4100,
    soldShare: 0.3,
    buildings: [
      { code: 'A', floors: 5, perFloor: [2, 3], penthouses: 1, closed: true },
      { code: 'B', floors: 5, perFloor: [3, 4], penthouses: 2 },
    ],
  },
  {
    id: 703,
    zip: '4000',
    countryId: 10,
    name: { en: 'The Avroy Terraces', nl: 'De Terrassen van Avroy', fr: 'Les Terrasses d’Avroy', de: 'Die Avroy-Terrassen' },
    description: {
      en: 'The Avroy Terraces stand between the Parc d’Avroy and the Meuse, a stone’s throw from the centre of Liège and the Guillemins station. The six-storey building offers one- to three-bedroom apartments, each with a large terrace, and two penthouses on the top floor.\n\nLow-energy construction, solar panels on the roof and a shared garden at the back. The exact address is given on request.',
      nl: 'De Terrassen van Avroy liggen tussen het Avroypark en de Maas, op een boogscheut van het centrum van Luik en het station Guillemins. Het gebouw van zes bouwlagen biedt appartementen met één tot drie slaapkamers, elk met een ruim terras, en twee penthouses op de bovenste verdieping.\n\nLage-energiebouw, zonnepanelen op het dak en een gedeelde tuin achteraan. Het exacte adres delen we mee bij contactname.',
      fr: 'Les Terrasses d’Avroy s’installent entre le parc d’Avroy et la Meuse, à deux pas du centre de Liège et de la gare des Guillemins. L’immeuble de six niveaux propose des appartements d’une à trois chambres, chacun avec une large terrasse, et deux penthouses au dernier étage.\n\nConstruction basse énergie, panneaux photovoltaïques en toiture et jardin partagé à l’arrière. L’adresse exacte est communiquée lors de la prise de contact.',
      de: 'Die Avroy-Terrassen liegen zwischen dem Avroy-Park und der Maas, nur einen Katzensprung vom Zentrum Lüttichs und dem Bahnhof Guillemins entfernt. Das sechsgeschossige Gebäude bietet Wohnungen mit ein bis drei Schlafzimmern, jede mit großer Terrasse, sowie zwei Penthäuser im obersten Geschoss.\n\nNiedrigenergiebauweise, Photovoltaikanlage auf dem Dach und ein gemeinsamer Garten hinter dem Haus. Die genaue Adresse teilen wir Ihnen bei der Kontaktaufnahme mit.',
    },
    publicAddress: false,
    street: 'Boulevard d’Avroy',
    houseNumber: '210',
    latitude: 50.6365,
    longitude: 5.5688,
    pictures: [block(10), interior(2), interior(9), interior(12)],
    status: 'selling',
    deliveryDate: '2028-03-31',
    createdDaysAgo: 60,
    manager: MEHDI,
    pricePerM2: 3100,
    soldShare: 0.15,
    mix: { studio: 0, apt1: 30, apt2: 45, apt3: 25 },
    buildings: [{ code: 'A', floors: 6, perFloor: [2, 3], penthouses: 2 }],
  },
  {
    id: 704,
    zip: '2000',
    countryId: 10,
    name: { en: 'Zuiderdokken Residence', nl: 'Residentie Zuiderdokken', fr: 'Résidence Zuiderdokken', de: 'Residenz Zuiderdokken' },
    description: {
      en: 'Zuiderdokken Residence is in the Zuid district, between the Kloosterstraat and the former southern docks, close to the KMSKA museum and the Scheldt. Every apartment of this project has been sold; the building was handed over in September 2026.\n\nLooking for a similar new-build project in Antwerp? Register your search with us and we will let you know about new projects.',
      nl: 'Residentie Zuiderdokken ligt op het Zuid, tussen de Kloosterstraat en de vroegere Zuiderdokken, vlak bij het KMSKA en de Schelde. Alle appartementen van dit project zijn verkocht; het gebouw werd opgeleverd in september 2026.\n\nOp zoek naar een gelijkaardig nieuwbouwproject in Antwerpen? Registreer uw zoekopdracht bij ons en we houden u op de hoogte van nieuwe projecten.',
      fr: 'La Résidence Zuiderdokken se trouve dans le quartier du Zuid, entre la Kloosterstraat et les anciens docks du sud, près du musée KMSKA et de l’Escaut. Tous les appartements de ce projet ont été vendus ; l’immeuble a été réceptionné en septembre 2026.\n\nVous cherchez un projet neuf semblable à Anvers ? Enregistrez votre recherche chez nous et nous vous tiendrons informé des nouveaux projets.',
      de: 'Die Residenz Zuiderdokken liegt im Stadtteil Zuid, zwischen der Kloosterstraat und den ehemaligen Süddocks, nahe dem Museum KMSKA und der Schelde. Alle Wohnungen dieses Projekts sind verkauft; die Übergabe erfolgte im September 2026.\n\nSie suchen ein ähnliches Neubauprojekt in Antwerpen? Hinterlegen Sie Ihren Suchauftrag bei uns, und wir informieren Sie über neue Projekte.',
    },
    publicAddress: true,
    street: 'Kloosterstraat',
    houseNumber: '150',
    latitude: 51.2107,
    longitude: 4.392,
    pictures: [block(22), interior(4), interior(8)],
    status: 'sold-out',
    deliveryDate: '2026-09-15',
    createdDaysAgo: 700,
    manager: ANNELIES,
    pricePerM2: 3900,
    soldShare: 1,
    buildings: [{ code: 'A', floors: 5, perFloor: [3, 4], penthouses: 1, closed: true }],
  },
  {
    id: 705,
    zip: '2449',
    countryId: 50,
    name: { en: 'Belair Gardens', nl: 'De Tuinen van Belair', fr: 'Les Jardins de Belair', de: 'Die Gärten von Belair' },
    description: {
      en: 'Belair Gardens brings high-end apartments to one of the most sought-after residential districts of Luxembourg City, a few minutes from the centre and Kirchberg. The five-storey residence surrounds a landscaped garden and has an underground car park with charging points.\n\nQuality finishes, heat-pump heating and balanced ventilation; energy class A. 3% housing VAT subject to conditions.',
      nl: 'De Tuinen van Belair brengen luxeappartementen naar een van de meest gegeerde woonwijken van Luxemburg-Stad, op enkele minuten van het centrum en Kirchberg. De residentie van vijf bouwlagen omringt een aangelegde tuin en heeft een ondergrondse parking met laadpalen.\n\nVerzorgde afwerking, verwarming met een warmtepomp en balansventilatie; energieklasse A. Btw van 3% op woningen onder voorwaarden.',
      fr: 'Les Jardins de Belair réunissent des appartements haut de gamme dans l’un des quartiers résidentiels les plus recherchés de Luxembourg-Ville, à quelques minutes du centre et du Kirchberg. La résidence de cinq niveaux entoure un jardin paysager et dispose d’un parking souterrain avec bornes de recharge.\n\nFinitions soignées, chauffage par pompe à chaleur et ventilation double flux ; classe énergétique A. TVA logement de 3 % sous conditions.',
      de: 'Die Gärten von Belair vereinen hochwertige Wohnungen in einem der gefragtesten Wohnviertel der Stadt Luxemburg, wenige Minuten vom Zentrum und vom Kirchberg entfernt. Die fünfgeschossige Residenz umgibt einen angelegten Garten und verfügt über eine Tiefgarage mit Ladestationen.\n\nHochwertige Ausstattung, Heizung mit Wärmepumpe und kontrollierte Wohnraumlüftung; Energieklasse A. 3 % Mehrwertsteuer auf Wohnraum unter Bedingungen.',
    },
    publicAddress: true,
    street: 'Avenue Gaston Diderich',
    houseNumber: '74',
    latitude: 49.6097,
    longitude: 6.115,
    pictures: [block(18), interior(6), interior(10), interior(3), block(2)],
    status: 'selling',
    deliveryDate: '2027-12-15',
    createdDaysAgo: 200,
    manager: MARC,
    pricePerM2: 11000,
    soldShare: 0.45,
    penthousePriceOnRequest: true,
    buildings: [{ code: 'A', floors: 5, perFloor: [2, 4], penthouses: 2 }],
  },
  {
    id: 706,
    zip: '1410',
    countryId: 10,
    name: { en: 'Lion’s Close', nl: 'Leeuwenhof', fr: 'Le Clos du Lion', de: 'Löwenhof' },
    description: {
      en: 'Lion’s Close is a small three-storey residence in a quiet, green part of Waterloo, close to the international schools, the shops of the Chaussée de Bruxelles and the Brussels ring road. The ground-floor apartments have a private garden, those upstairs a large terrace.\n\nBrick-and-timber architecture, sustainable materials and solar panels: a building designed for families.',
      nl: 'Leeuwenhof is een kleinschalige residentie van drie bouwlagen in een rustige, groene buurt van Waterloo, dicht bij de internationale scholen, de winkels van de Brusselsesteenweg en de Brusselse ring. De appartementen op het gelijkvloers hebben een privétuin, die op de verdiepingen een ruim terras.\n\nArchitectuur in baksteen en hout, duurzame materialen en zonnepanelen: een gebouw ontworpen voor gezinnen.',
      fr: 'Le Clos du Lion est une petite résidence de trois niveaux dans un quartier calme et verdoyant de Waterloo, proche des écoles internationales, des commerces de la chaussée de Bruxelles et du ring de Bruxelles. Les appartements du rez-de-chaussée ont un jardin privatif, ceux des étages une grande terrasse.\n\nArchitecture de brique et de bois, matériaux durables et panneaux solaires : une résidence pensée pour les familles.',
      de: 'Der Löwenhof ist eine kleine dreigeschossige Residenz in einem ruhigen, grünen Viertel von Waterloo, nahe den internationalen Schulen, den Geschäften der Chaussée de Bruxelles und dem Brüsseler Ring. Die Wohnungen im Erdgeschoss haben einen eigenen Garten, die in den Obergeschossen eine große Terrasse.\n\nArchitektur aus Ziegel und Holz, nachhaltige Materialien und Solarpaneele: ein Gebäude für Familien.',
    },
    publicAddress: true,
    street: 'Chaussée de Tervuren',
    houseNumber: '95',
    latitude: 50.7145,
    longitude: 4.399,
    pictures: [block(14), interior(12), interior(1)],
    status: 'selling',
    deliveryDate: '2027-06-30',
    createdDaysAgo: 30,
    manager: SARAH,
    pricePerM2: 4200,
    soldShare: 0.2,
    mix: { studio: 0, apt1: 10, apt2: 50, apt3: 40 },
    buildings: [{ code: 'A', floors: 3, perFloor: [2, 3], penthouses: 0 }],
  },
  {
    id: 707,
    zip: '5000',
    countryId: 10,
    name: { en: 'Citadel Gardens', nl: 'De Tuinen van de Citadel', fr: 'Les Jardins de la Citadelle', de: 'Die Gärten der Zitadelle' },
    description: {
      en: 'Citadel Gardens is a new residential neighbourhood at the foot of the Namur citadel, along the Meuse, with apartments and houses around a public park. The planning permit has just been granted: the homes will be presented here as soon as sales open, planned for spring 2027.\n\nContact us now to be the first to know.',
      nl: 'De Tuinen van de Citadel is een nieuwe woonwijk aan de voet van de citadel van Namen, langs de Maas, met appartementen en woningen rond een openbaar park. De omgevingsvergunning is net afgeleverd: de woningen worden hier voorgesteld zodra de verkoop start, gepland in het voorjaar van 2027.\n\nNeem nu contact met ons op om als eerste op de hoogte te zijn.',
      fr: 'Les Jardins de la Citadelle, c’est un nouveau quartier résidentiel au pied de la citadelle de Namur, le long de la Meuse, avec appartements et maisons autour d’un parc public. Le permis d’urbanisme vient d’être délivré : les logements seront présentés ici dès l’ouverture de la commercialisation, prévue au printemps 2027.\n\nContactez-nous dès maintenant pour être informé en priorité.',
      de: 'Die Gärten der Zitadelle sind ein neues Wohnviertel am Fuß der Zitadelle von Namur, entlang der Maas, mit Wohnungen und Häusern rund um einen öffentlichen Park. Die Baugenehmigung wurde soeben erteilt: Die Wohnungen werden hier vorgestellt, sobald der Verkauf beginnt, voraussichtlich im Frühjahr 2027.\n\nKontaktieren Sie uns jetzt, um als Erster informiert zu werden.',
    },
    publicAddress: true,
    street: 'Boulevard d’Herbatte',
    houseNumber: '45',
    latitude: 50.46,
    longitude: 4.86,
    pictures: [block(18), block(6)],
    status: 'selling',
    deliveryDate: null,
    createdDaysAgo: 10,
    manager: MEHDI,
    pricePerM2: 3400,
    soldShare: 0,
    buildings: [],
  },
];

/** mulberry32, seeded per project so adding a project never moves the others' units. */
function rng(seed: number) {
  let a = (seed >>> 0) ^ 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  function weighted<T extends string>(weights: Partial<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    let r = next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [k, w] of entries) if ((r -= w) < 0) return k;
    // Rounding can leave r at 0 after the last weight: that draw is the last entry's.
    return itemAt(entries, entries.length - 1)[0];
  }
  return { next, int, weighted };
}

/** Living surface (m²), terrace (m², null for none), bedrooms and price factor per m² of each kind of unit. */
const KINDS: Record<UnitKind, { webId: number; bedrooms: number | null; living: [number, number]; terrace: [number, number] | null; m2Factor: number }> = {
  studio: { webId: WEB_ID.studio, bedrooms: 0, living: [36, 48], terrace: [4, 7], m2Factor: 1.08 },
  apt1: { webId: WEB_ID.apartment, bedrooms: 1, living: [55, 72], terrace: [6, 12], m2Factor: 1 },
  apt2: { webId: WEB_ID.apartment, bedrooms: 2, living: [80, 105], terrace: [8, 16], m2Factor: 1 },
  apt3: { webId: WEB_ID.apartment, bedrooms: 3, living: [110, 140], terrace: [10, 22], m2Factor: 0.98 },
  penthouse: { webId: WEB_ID.penthouse, bedrooms: 3, living: [130, 175], terrace: [35, 80], m2Factor: 1.2 },
  commercial: { webId: WEB_ID.commercial, bedrooms: null, living: [90, 180], terrace: null, m2Factor: 0.75 },
};

const DEFAULT_MIX = { studio: 15, apt1: 30, apt2: 35, apt3: 20 };

function unitsOf(plan: ProjectPlan): UnitInsert[] {
  const r = rng(plan.id);
  const units: UnitInsert[] = [];
  let serial = 0;
  for (const b of plan.buildings) {
    for (let floor = 0; floor < b.floors; floor++) {
      const top = floor === b.floors - 1;
      const kinds: UnitKind[] = [];
      if (top && b.penthouses > 0) kinds.push(...Array<UnitKind>(b.penthouses).fill('penthouse'));
      else {
        const count = r.int(b.perFloor[0], b.perFloor[1]);
        const shops = floor === 0 ? Math.min(b.shops ?? 0, count) : 0;
        for (let i = 0; i < count; i++) kinds.push(i < shops ? 'commercial' : r.weighted(plan.mix ?? DEFAULT_MIX));
      }
      kinds.forEach((kind, i) => {
        const k = KINDS[kind];
        const living = r.int(k.living[0], k.living[1]);
        const terrace = k.terrace ? r.int(k.terrace[0], k.terrace[1]) : null;
        // Higher floors sell for more; a unit of the top floor without being a penthouse too.
        const value = living * plan.pricePerM2 * k.m2Factor * (1 + 0.015 * floor) * (0.97 + r.next() * 0.06) + (terrace ?? 0) * plan.pricePerM2 * 0.25;
        const step = value >= 1_000_000 ? 5_000 : 1_000;
        const roll = r.next();
        const status = b.closed ? 'sold-out' : roll < plan.soldShare ? 'sold' : roll < plan.soldShare + 0.12 ? 'option' : 'available';
        serial += 1;
        units.push({
          projectId: plan.id,
          unitId: plan.id * 1000 + serial,
          building: b.code,
          floor,
          reference: `${b.code}${floor}.${i + 1}`,
          webId: k.webId,
          bedrooms: kind === 'penthouse' ? r.int(2, 3) : k.bedrooms,
          surfaceLiving: living,
          surfaceTerrace: terrace,
          price: Math.round(value / step) * step,
          publishPrice: !(kind === 'commercial' || (kind === 'penthouse' && plan.penthousePriceOnRequest)),
          status,
        });
      });
    }
  }
  return units;
}

export type DemoProjects = { projects: ProjectInsert[]; units: UnitInsert[] };

/** The demo projects (one row per project and language) and their units. Deterministic. */
export function generateDemoProjects(): DemoProjects {
  const rows: ProjectInsert[] = [];
  const units: UnitInsert[] = [];
  for (const plan of PLANS) {
    const city = CITIES.find((c) => c.zip === plan.zip && c.countryId === plan.countryId);
    if (!city) throw new Error(`demo project ${plan.id}: no demo city ${plan.countryId}-${plan.zip}`);
    const createdAt = new Date(REF_DATE - plan.createdDaysAgo * DAY);
    for (const lang of SUPPORTED_LOCALES) {
      rows.push({
        id: plan.id,
        lang,
        name: plan.name[lang],
        description: plan.description[lang],
        publicAddress: plan.publicAddress,
        street: plan.street,
        houseNumber: plan.houseNumber,
        boxNr: null,
        zip: plan.zip,
        city: city.name[lang],
        countryId: plan.countryId,
        countryName: COUNTRY_NAME[plan.countryId][lang],
        latitude: plan.latitude,
        longitude: plan.longitude,
        picture: plan.pictures[0] ?? null,
        pictures: plan.pictures,
        status: plan.status,
        deliveryDate: plan.deliveryDate,
        managerName: plan.manager.name,
        managerPhone: plan.manager.phone,
        managerEmail: plan.manager.email,
        createdAt,
      });
    }
    units.push(...unitsOf(plan));
  }
  return { projects: rows, units };
}
