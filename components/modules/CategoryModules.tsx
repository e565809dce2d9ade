import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { moduleArticles, type Article } from '@/lib/data/articles';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { linksToArticle } from '@/config/articles';
import { itemHeadingLevel } from './ModuleFrame';
import { LazyTestimonialSlider } from './LazyTestimonialSlider';
import type { ModuleProps } from './types';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(rating)}
      <span className="stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export type Testimonial = { id: number; title: string; quote: string; author: string; city: string; rating: number; href: string | null };

/** A testimonial card, with a link to its own page when the module links its articles (config/articles.ts: those with a body). */
function toTestimonial(a: Article, m: ModuleProps['module']): Testimonial {
  return {
    id: a.id,
    href: linksToArticle(m, { hasBody: a.body.trim() !== '' }) ? routeHref('/article/[slug]', { slug: a.slug }) : null,
    title: a.title,
    quote: a.summary,
    author: String(a.meta.author ?? ''),
    city: String(a.meta.city ?? ''),
    rating: Math.max(0, Math.min(5, Number(a.meta.rating ?? 5))),
  };
}

export async function TestimonialCard({ t, locale }: { t: Testimonial; locale: ModuleProps['locale'] }) {
  const tr = await getTranslations({ locale, namespace: 'modules' });
  return (
    <figure className="testimonial">
      <Stars rating={t.rating} label={tr('rating', { rating: t.rating })} />
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      {/* The link to the whole testimonial is in the caption: a figure's caption is its first or last child. */}
      <figcaption>
        <strong>{t.author}</strong>
        {t.city && <span>, {t.city}</span>}
        {t.href && (
          <Link href={t.href} className="testimonial__more">
            {tr('readMore')}
            <span className="visually-hidden">: {t.title}</span>
          </Link>
        )}
      </figcaption>
    </figure>
  );
}

/** Under the testimonials: the way to write one (the form at /testimonial). */
async function WriteTestimonial({ locale }: { locale: ModuleProps['locale'] }) {
  const t = await getTranslations({ locale, namespace: 'forms' });
  return (
    <p className="testimonials-cta">
      <Link href="/testimonial" className="button button--outline">
        {t('cta.writeTestimonial')}
      </Link>
    </p>
  );
}

/** category/slider-view: the testimonials of a category in a carousel, numberItemOfRow visible at once. */
export async function CategorySliderModule({ module: m, locale }: ModuleProps) {
  const list = (await moduleArticles(m, locale)).map((a) => toTestimonial(a, m));
  const tr = await getTranslations({ locale, namespace: 'modules' });
  return (
    <>
      <LazyTestimonialSlider
        perRow={m.numberItemOfRow}
        labels={{ previous: tr('previous'), next: tr('next') }}
        slides={await Promise.all(list.map(async (t) => <TestimonialCard key={t.id} t={t} locale={locale} />))}
      />
      <WriteTestimonial locale={locale} />
    </>
  );
}

/** category/list-view: the testimonials of a category, numberItemOfRow per row (Témoignages: 40 at 2 per row). */
export async function CategoryListModule({ module: m, locale }: ModuleProps) {
  const list = (await moduleArticles(m, locale)).map((a) => toTestimonial(a, m));
  return (
    <>
      <div className="item-grid" role="list">
        {list.map((t) => (
          <div role="listitem" key={t.id}>
            <TestimonialCard t={t} locale={locale} />
          </div>
        ))}
      </div>
      <WriteTestimonial locale={locale} />
    </>
  );
}

/** category/news-view: article cards linking to each article (Services: 6 at 3 per row). */
export async function NewsModule({ module: m, locale }: ModuleProps) {
  const list = await moduleArticles(m, locale);
  const tr = await getTranslations({ locale, namespace: 'modules' });
  const Title = `h${itemHeadingLevel(m, locale)}` as const;
  return (
    <div className="item-grid" role="list">
      {list.map((a) => (
        <div role="listitem" key={a.id}>
          <article className="news-card">
            <Link href={routeHref('/article/[slug]', { slug: a.slug })} className="news-card__link">
              {a.image && (
                <div className="news-card__media">
                  <Image src={a.image} alt="" fill sizes="(max-width: 767px) 100vw, 33vw" />
                </div>
              )}
              <div className="news-card__body">
                <Title className="news-card__title">{a.title}</Title>
                <p>{a.summary}</p>
                <span className="news-card__more">{tr('readMore')}</span>
              </div>
            </Link>
          </article>
        </div>
      ))}
    </div>
  );
}

/** category/ons-team-view: the team members of a category with role, phone and e-mail. */
export async function TeamModule({ module: m, locale }: ModuleProps) {
  const list = await moduleArticles(m, locale);
  const Name = `h${itemHeadingLevel(m, locale)}` as const;
  return (
    <div className="item-grid" role="list">
      {list.map((a) => {
        const role = (a.meta.role as Record<string, string> | undefined)?.[locale];
        const phone = a.meta.phone as string | undefined;
        const email = a.meta.email as string | undefined;
        return (
          <div role="listitem" key={a.id}>
            <article className="team-card">
              {a.image && <Image src={a.image} alt={a.title} width={240} height={240} className="team-card__photo" />}
              <Name className="team-card__name">{a.title}</Name>
              {role && <p className="team-card__role">{role}</p>}
              <p className="team-card__bio">{a.summary}</p>
              <p className="team-card__contact">
                {phone && <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
                {email && <a href={`mailto:${email}`}>{email}</a>}
              </p>
            </article>
          </div>
        );
      })}
    </div>
  );
}
