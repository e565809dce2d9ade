import type { Module } from './schema';

export type ModuleRelation = Module['relations'][number];

/**
 * What a module shows: its first relation. The schema requires one at least (`relations: min(1)`), so a
 * module of a checked configuration always has it; the error names the module should one slip through.
 * A module of its own, free of zod, so that components can use it.
 */
export function moduleRelation(m: Pick<Module, 'id' | 'relations'>): ModuleRelation {
  const [relation] = m.relations;
  if (!relation) throw new Error(`Module ${m.id} has no relation; the configuration check requires one`);
  return relation;
}
