import type { ComponentType } from 'react';
import type { Module, ModuleKind } from '@/config/schema';
import { moduleRelation } from '@/config/module-relation';
import { ArticleModule } from './ArticleModule';
import { CategoryListModule, CategorySliderModule, NewsModule, TeamModule } from './CategoryModules';
import { ContactModule } from './ContactModule';
import { StatsModule } from './StatsModule';
import type { ModuleProps } from './types';

/**
 * One component per module kind (relation type / view). The type requires every kind of the config
 * schema, so a kind without a component does not compile.
 */
export type ModuleRegistry = Record<ModuleKind, ComponentType<ModuleProps>>;

/** The property lists (property-list/list-view) are in the registry of the routes that show cards (./cardRegistry). */
const CARD_KIND = 'property-list/list-view';
const MODULES_WITHOUT_CARDS: Omit<ModuleRegistry, typeof CARD_KIND> = {
  'category/slider-view': CategorySliderModule,
  'category/list-view': CategoryListModule,
  'category/news-view': NewsModule,
  'category/ons-team-view': TeamModule,
  'article/single-view': ArticleModule,
  'contact/single-view': ContactModule,
  'stats-view/single-view': StatsModule,
};

function listElsewhere({ module: m }: ModuleProps): never {
  throw new Error(`module ${m.id}: a property list is served by the listings' route (proxy.ts routeCardPage)`);
}

/**
 * The registry of the configured pages without property cards (app/[locale]/[...path]): proxy.ts serves every page
 * with a property list from the listings' route, so this one never meets one; importing the list here would put
 * the cards' and the listing's browser code in every configured page's first load.
 */
export const PAGE_REGISTRY: ModuleRegistry = { ...MODULES_WITHOUT_CARDS, [CARD_KIND]: listElsewhere };

/** The registry of a route that shows property cards, with the given property-list component. */
export const withPropertyLists = (PropertyList: ComponentType<ModuleProps>): ModuleRegistry => ({ ...MODULES_WITHOUT_CARDS, [CARD_KIND]: PropertyList });

export const moduleKind = (m: Module) => `${moduleRelation(m).type}/${m.view}` as ModuleKind;
