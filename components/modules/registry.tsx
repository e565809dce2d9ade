import type { ComponentType } from 'react';
import type { Module, ModuleKind } from '@/config/schema';
import { moduleRelation } from '@/config/module-relation';
import { ArticleModule } from './ArticleModule';
import { CategoryListModule, CategorySliderModule, NewsModule, TeamModule } from './CategoryModules';
import { ContactModule } from './ContactModule';
import { PropertyListModule } from './PropertyListModule';
import { StatsModule } from './StatsModule';
import type { ModuleProps } from './types';

/**
 * One component per module kind (relation type / view). The type requires every kind of the config
 * schema, so a kind without a component does not compile.
 */
export const MODULE_REGISTRY: Record<ModuleKind, ComponentType<ModuleProps>> = {
  'property-list/list-view': PropertyListModule,

  'category/slider-view': CategorySliderModule,
  'category/list-view': CategoryListModule,
  'category/news-view': NewsModule,
  'category/ons-team-view': TeamModule,
  'article/single-view': ArticleModule,
  'contact/single-view': ContactModule,
  'stats-view/single-view': StatsModule,
};

export const moduleKind = (m: Module) => `${moduleRelation(m).type}/${m.view}` as ModuleKind;
