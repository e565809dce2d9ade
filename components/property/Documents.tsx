import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';

export type PropertyDocument = { type: string; url: string; name?: string };
const KNOWN = ['epc', 'floorPlan', 'planning', 'soil'] as const;
const isKnown = (type: string): type is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(type);

/** The property's documents, or 'No documents'. */
export async function Documents({ documents, locale }: { documents: PropertyDocument[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'detail' });
  return (
    <section className="detail-block documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documents')}</h2>
      {documents.length === 0 ? (
        <p className="documents__none">{t('noDocuments')}</p>
      ) : (
        <ul className="documents__list">
          {documents.map((d) => (
            <li key={d.url}>
              <a href={d.url} target="_blank" rel="noopener">
                {isKnown(d.type) ? t(`documentTypes.${d.type}`) : (d.name ?? d.type)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
