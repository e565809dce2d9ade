import { PropertyListModule } from './PropertyListModule';
import { withPropertyLists } from './registry';

/** Every module kind, the property lists included: the registry of the home page and of the listings' routes. */
export const CARD_REGISTRY = withPropertyLists(PropertyListModule);
