import type { Module } from '@/config/schema';
import { moduleRelation } from '@/config/module-relation';
import type { Locale } from '@/lib/domain/locales';
import { BannerGallery } from '@/components/layout/BannerGallery';

type Props = { module: Module; locale: Locale; children: React.ReactNode };

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * The heading level of the items inside a module (cards, offices): one below the module's title at its
 * configured size, or 2 (right below the page's h1) when the module shows no title, so that headings
 * never skip a level.
 */
export function itemHeadingLevel(m: Module, locale: Locale): HeadingLevel {
  if (!m.title?.[locale]) return 2;
  return Math.min(Number(m.titleSize.slice(1)) + 1, 6) as HeadingLevel;
}

/** A module's background: a colour, an image (the module's `image`) or a gallery (its `images` cross-fading). */
export function moduleBackground(m: Pick<Module, 'background' | 'image' | 'images'>): { color?: string; image?: string; gallery?: string[] } {
  switch (m.background.type) {
    case 'color':
      return m.background.color ? { color: m.background.color } : {};
    case 'image':
      return m.image ? { image: m.image } : {};
    case 'gallery':
      return m.images.length > 1 ? { gallery: m.images } : m.images[0] ? { image: m.images[0] } : {};
    default:
      return {};
  }
}

/**
 * A module's box: grid widths (col sm/md/lg), background, class, title at its configured size, description.
 * A module with a title is a region named by it, so a screen reader can list and reach it by what the visitor reads.
 */
export function ModuleFrame({ module: m, locale, children }: Props) {
  const Title = m.titleSize;
  const title = m.title?.[locale];
  const titleId = title ? `module-${m.id}-title` : undefined;
  const bg = moduleBackground(m);
  const background = bg.color;
  const image = bg.image ? `url(${bg.image})` : undefined;
  return (
    <section
      className={`module module--${m.view} module--${moduleRelation(m).type} ${m.class}`.trim()}
      data-module-id={m.id}
      aria-labelledby={titleId}
      data-full-bleed={m.span === 12 && !!(background || image || bg.gallery)}
      data-background={bg.gallery ? 'gallery' : undefined}
      style={
        {
          '--col-sm': m.col.sm,
          '--col-md': m.col.md,
          '--col-lg': m.col.lg,
          '--per-row': m.numberItemOfRow,
          background: background,
          backgroundImage: image,
        } as React.CSSProperties
      }
    >
      {bg.gallery && (
        <div className="module__gallery" aria-hidden="true">
          <BannerGallery images={bg.gallery} className="module__gallery-image" lead={false} />
        </div>
      )}
      <div className="module__inner">
        {title && (
          <Title id={titleId} className="module__title">
            {title}
          </Title>
        )}
        {m.description && <p className="module__description">{m.description[locale]}</p>}
        {children}
      </div>
    </section>
  );
}
