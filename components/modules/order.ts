import type { Module } from '@/config/schema';

const POSITIONS = ['top', 'main', 'bottom'] as const;

/** A page's modules as they are rendered: the top ones, then main, then bottom, each group in sort order (smallest first). */
export function orderedModules(modules: Module[]): Module[] {
  return POSITIONS.flatMap((p) => modules.filter((m) => m.position === p).sort((a, b) => a.sort - b.sort));
}
