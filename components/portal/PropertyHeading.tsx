import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { OwnedProperty } from '@/lib/data/portal';
import type { Locale } from '@/lib/domain/locales';

/** Photo, title, reference, status and place of one of the owner's properties. */
export async function PropertyHeading({
  property: p,
  locale,
  level = 2,
  children,
}: {
  property: OwnedProperty;
  locale: Locale;
  level?: 2 | 3;
  children?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'portal' });
  const Title = `h${level}` as const;
  const status = t.has(`status.${p.status}` as never) ? t(`status.${p.status}` as never) : p.status;
  return (
    <div className="owned-property">
      <div className="owned-property__media">
        {p.picture ? (
          <Image src={p.picture} alt="" fill sizes="(max-width: 767px) 100vw, 320px" />
        ) : (
          <span className="owned-property__nophoto">{t('noPhoto')}</span>
        )}
      </div>
      <div className="owned-property__body">
        <p className="owned-property__type">{p.typeDescription}</p>
        <Title className="owned-property__title">{children ?? p.title}</Title>
        <p className="owned-property__meta">
          <span className="owned-property__ref">{t('reference', { reference: p.reference })}</span>
          <span className={`owned-property__status owned-property__status--${p.status}`}>{status}</span>
          <span>
            {p.zip} {p.city}
          </span>
        </p>
      </div>
    </div>
  );
}
