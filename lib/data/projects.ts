import 'server-only';
import { cache } from 'react';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, projectUnits, webTypes } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';

export const PROJECT_STATUSES = ['selling', 'sold-out'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const UNIT_STATUSES = ['available', 'option', 'sold', 'sold-out'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** What a project card shows. `priceFrom` is the lowest published price of an available unit. */
export type ProjectCard = {
  id: number;
  name: string;
  status: ProjectStatus;
  publicAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryName: string;
  picture: string | null;
  deliveryDate: string | null;
  unitCount: number;
  availableCount: number;
  priceFrom: number | null;
};

export type ProjectUnit = {
  unitId: number;
  reference: string;
  building: string;
  /** 0 is the ground floor. */
  floor: number;
  webId: number;
  /** The name of the unit's web type in the requested language ('' when the type is unknown). */
  typeName: string;
  bedrooms: number | null;
  surfaceLiving: number | null;
  surfaceTerrace: number | null;
  price: number | null;
  publishPrice: boolean;
  status: UnitStatus;
};

export type ProjectFloor = { floor: number; units: ProjectUnit[] };
/** A building and its floors, top floor first (as the building is read from its roof down to the street). */
export type ProjectBuilding = { building: string; floors: ProjectFloor[] };

export type ProjectDetail = ProjectCard & {
  description: string;
  pictures: string[];
  countryId: number;
  latitude: number | null;
  longitude: number | null;
  managerName: string | null;
  managerPhone: string | null;
  managerEmail: string | null;
  /** Units per status (every status present, 0 when none). */
  unitsByStatus: Record<UnitStatus, number>;
  /** Buildings in alphabetical order; empty when no unit is published ('No construction was found'). */
  buildings: ProjectBuilding[];
};

const asProjectStatus = (s: string): ProjectStatus => (s === 'sold-out' ? 'sold-out' : 'selling');
const asUnitStatus = (s: string): UnitStatus => ((UNIT_STATUSES as readonly string[]).includes(s) ? (s as UnitStatus) : 'available');

/** Per project: its units, those available, and the lowest published price among the available ones. */
function unitSummary() {
  return {
    projectId: projectUnits.projectId,
    unitCount: sql<number>`count(*)`.mapWith(Number).as('unit_count'),
    availableCount: sql<number>`count(*) filter (where ${projectUnits.status} = 'available')`.mapWith(Number).as('available_count'),
    priceFrom: sql<number | null>`min(${projectUnits.price}) filter (where ${projectUnits.status} = 'available' and ${projectUnits.publishPrice})`
      .mapWith(Number)
      .as('price_from'),
  };
}

const cardColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  publicAddress: projects.publicAddress,
  street: projects.street,
  houseNumber: projects.houseNumber,
  boxNr: projects.boxNr,
  zip: projects.zip,
  city: projects.city,
  countryName: projects.countryName,
  picture: projects.picture,
  deliveryDate: projects.deliveryDate,
};

type CardRow = Omit<ProjectCard, 'status' | 'unitCount' | 'availableCount' | 'priceFrom'> & {
  status: string;
  unitCount: number | null;
  availableCount: number | null;
  priceFrom: number | null;
};

function toCard<T extends CardRow>(row: T): Omit<T, keyof CardRow> & ProjectCard {
  return {
    ...row,
    status: asProjectStatus(row.status),
    unitCount: row.unitCount ?? 0,
    availableCount: row.availableCount ?? 0,
    priceFrom: row.priceFrom ?? null,
  };
}

/** The projects in `locale`: those on sale first, then the sold-out ones; newest first within each. */
export async function listProjects(locale: Locale): Promise<ProjectCard[]> {
  const db = await getDb();
  const summary = db.select(unitSummary()).from(projectUnits).groupBy(projectUnits.projectId).as('unit_summary');
  const rows = await db
    .select({ ...cardColumns, unitCount: summary.unitCount, availableCount: summary.availableCount, priceFrom: summary.priceFrom })
    .from(projects)
    .leftJoin(summary, eq(summary.projectId, projects.id))
    .where(eq(projects.lang, locale))
    .orderBy(sql`case when ${projects.status} = 'sold-out' then 1 else 0 end`, desc(projects.createdAt), desc(projects.id));
  return rows.map(toCard);
}

/** Group units (ordered by building, then floor from the top, then reference) into buildings and floors. */
function groupUnits(units: ProjectUnit[]): ProjectBuilding[] {
  const buildings: ProjectBuilding[] = [];
  for (const u of units) {
    let b = buildings[buildings.length - 1];
    if (!b || b.building !== u.building) buildings.push((b = { building: u.building, floors: [] }));
    let f = b.floors[b.floors.length - 1];
    if (!f || f.floor !== u.floor) b.floors.push((f = { floor: u.floor, units: [] }));
    f.units.push(u);
  }
  return buildings;
}

/** One project in `locale` with its units by building and floor, or null when there is no such project in that language. */
async function readProject(id: number, locale: Locale): Promise<ProjectDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [project] = await db
    .select({
      ...cardColumns,
      description: projects.description,
      pictures: projects.pictures,
      countryId: projects.countryId,
      latitude: projects.latitude,
      longitude: projects.longitude,
      managerName: projects.managerName,
      managerPhone: projects.managerPhone,
      managerEmail: projects.managerEmail,
    })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.lang, locale)))
    .limit(1);
  if (!project) return null;

  const rows = await db
    .select({
      unitId: projectUnits.unitId,
      reference: projectUnits.reference,
      building: projectUnits.building,
      floor: projectUnits.floor,
      webId: projectUnits.webId,
      typeName: webTypes.name,
      bedrooms: projectUnits.bedrooms,
      surfaceLiving: projectUnits.surfaceLiving,
      surfaceTerrace: projectUnits.surfaceTerrace,
      price: projectUnits.price,
      publishPrice: projectUnits.publishPrice,
      status: projectUnits.status,
    })
    .from(projectUnits)
    .leftJoin(webTypes, and(eq(webTypes.webId, projectUnits.webId), eq(webTypes.lang, locale)))
    .where(eq(projectUnits.projectId, id))
    .orderBy(asc(projectUnits.building), desc(projectUnits.floor), asc(projectUnits.reference), asc(projectUnits.unitId));
  const units: ProjectUnit[] = rows.map((r) => ({ ...r, typeName: r.typeName ?? '', status: asUnitStatus(r.status) }));

  const unitsByStatus = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  for (const u of units) unitsByStatus[u.status] += 1;
  const prices = units.filter((u) => u.status === 'available' && u.publishPrice && u.price !== null).map((u) => u.price!);

  return {
    ...project,
    status: asProjectStatus(project.status),
    unitCount: units.length,
    availableCount: unitsByStatus.available,
    priceFrom: prices.length ? Math.min(...prices) : null,
    unitsByStatus,
    buildings: groupUnits(units),
  };
}

/** Read once per render: a project page's metadata and body ask for the same project (React's `cache`). */
export const getProject = cache(readProject);
