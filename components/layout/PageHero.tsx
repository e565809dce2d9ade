import type { Crumb } from './Breadcrumb';
import { Breadcrumb } from './Breadcrumb';
import type { Locale } from '@/lib/domain/locales';
import { heroStyle } from './pageView';

type Props = { locale: Locale; title: string; intro?: string | null; crumbs?: Crumb[] | null; image?: string | null };

/** The title band of an inner page, under the transparent header. */
export function PageHero({ locale, title, intro, crumbs, image }: Props) {
  return (
    <div className="page-hero" style={heroStyle(image)}>
      <div className="container">
        {crumbs && <Breadcrumb locale={locale} crumbs={crumbs} />}
        <h1>{title}</h1>
        {intro && <p className="page-hero__intro">{intro}</p>}
      </div>
    </div>
  );
}
