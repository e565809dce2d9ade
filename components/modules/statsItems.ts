import type { SiteConfig } from '@/config/validate';

type Counts = { forSale: number; forRent: number; soldOrRented: number };
type Figures = SiteConfig['site']['info']['figures'];

/** The statistics view's items: the live property counts, then the agency's configured `figures`. */
export const statsItems = (stats: Counts, figures: Figures) =>
  [
    { value: stats.forSale, label: 'statsForSale' },
    { value: stats.forRent, label: 'statsForRent' },
    { value: stats.soldOrRented, label: 'statsSold' },
    { value: figures.yearsOfExperience, label: 'statsYears' },
    { value: figures.happyClients, label: 'statsClients' },
  ] as const;
