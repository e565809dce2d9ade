import 'server-only';
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { properties } from '@/lib/db/schema';

/**
 * lib/domain/web-types.ts in SQL: a property belongs to its WebID and to every id of its comma-separated
 * WebIDs (spaces ignored). The ids compare as text, so a malformed WebIDs never makes a query fail.
 */
const webIdsArray = sql`string_to_array(replace(${properties.webIds}, ' ', ''), ',')`;

/** The property belongs to the web type in `column` (for joins: a property counts once in each of its types). */
export function propertyInWebType(column: AnyPgColumn): SQL {
  return or(sql`${properties.webId} = ${column}`, sql`${column}::text = any(${webIdsArray})`)!;
}
