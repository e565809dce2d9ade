import type { Metadata } from 'next';
import { SubjectFormPage, subjectFormMetadata } from '@/components/forms/SubjectFormPage';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string; form: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, form } = await params;
  return subjectFormMetadata({ locale, scope: 'property', id, form });
}

/** A form about a property (contact-me, send-to-friend, document-request, …): any property form of lib/forms/registry.ts. */
export default async function PropertyFormPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id, form } = await params;
  const query = await searchParams;
  // contact-me?visit preselects a visit rather than information.
  const defaults = form === 'contact-me' ? { request: query.visit !== undefined ? 'visit' : 'information' } : undefined;
  // contact-appointment?day=YYYY-MM-DD shows the free slots of that day (the form works without JavaScript).
  const day = typeof query.day === 'string' ? query.day : undefined;
  return <SubjectFormPage locale={locale} scope="property" id={id} form={form} defaults={defaults} query={day ? { day } : undefined} />;
}
