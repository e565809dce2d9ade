import type { Module } from '@/config/schema';
import type { ListingQuery } from '@/lib/domain/listing-query';
import type { Locale } from '@/lib/domain/locales';
import { ModuleFrame } from './ModuleFrame';
import { orderedModules } from './order';
import { moduleKind, type ModuleRegistry } from './registry';

/**
 * Renders a page's modules through the registry, grouped by position and in their sort order. `lead`: these
 * modules open the page (no banner or hero image above them), so the first one is its lead (ModuleProps).
 * `registry`: the route's (./registry PAGE_REGISTRY, or ./cardRegistry on the routes that show property cards),
 * imported by the route's page so that a route's browser code holds only the modules it can show.
 */
type Props = { modules: Module[]; registry: ModuleRegistry; locale: Locale; path: string; query?: ListingQuery; lead: boolean };

export function Modules({ modules, registry, locale, path, query, lead }: Props) {
  const ordered = orderedModules(modules);
  return (
    <div className="modules">
      {ordered.map((m, i) => {
        const Component = registry[moduleKind(m)];
        return (
          <ModuleFrame key={m.id} module={m} locale={locale}>
            <Component module={m} locale={locale} path={path} query={query} lead={lead && i === 0} />
          </ModuleFrame>
        );
      })}
    </div>
  );
}
