import type { Crumb } from './Breadcrumb';
import { Breadcrumb } from './Breadcrumb';
import type { Locale } from '@/lib/domain/locales';
import { heroStyle } from './pageView';

type Props = {
  locale: Locale;
  title: string;
  intro?: string | null;
  crumbs?: Crumb[] | null;
  image?: string | null;
  /** A shorter band on phones, for a page whose own first lines must reach the first screen (a property's price); its rules (page-hero-compact.css) are in the route sheets of the pages that use it. */
  compact?: boolean;
};

/** The title band of an inner page, under the transparent header. */
export function PageHero({ locale, title, intro, crumbs, image, compact = false }: Props) {
  return (
    <div className={compact ? 'page-hero page-hero--compact' : 'page-hero'} style={heroStyle(image)}>
      <div className="container">
        {crumbs && <Breadcrumb locale={locale} crumbs={crumbs} />}
        <h1>{title}</h1>
        {intro && <p className="page-hero__intro">{intro}</p>}
      </div>
    </div>
  );
}
