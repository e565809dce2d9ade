import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { FormSubject } from '@/lib/forms/types';
import type { Locale } from '@/lib/domain/locales';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';

type Props = { subject: FormSubject; picture: string | null; locale: Locale };

/** The property or project a form is about: photo, title, place, price, reference and a link back. */
export async function SubjectSummary({ subject, picture, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const tp = await getTranslations({ locale, namespace: 'property' });
  const back = subject.kind === 'property' ? routeHref('/property/[id]', { id: subject.id }) : routeHref('/project/[id]', { id: subject.id });
  return (
    <div className="form-subject">
      {picture && <Image src={picture} alt="" width={120} height={86} className="form-subject__photo" sizes="120px" />}
      <div className="form-subject__body">
        <p className="form-subject__about">{t('summary.about')}</p>
        <p className="form-subject__title">
          <Link href={back}>{subject.title}</Link>
        </p>
        <p className="form-subject__meta">
          {subject.place}
          {subject.price && (
            <>
              {' · '}
              <span className="form-subject__price">{subject.price}</span>
            </>
          )}
          {subject.kind === 'property' && <> · {tp('reference', { reference: subject.reference })}</>}
        </p>
      </div>
    </div>
  );
}
