import type { Metadata } from 'next';
import { SubjectFormPage, subjectFormMetadata } from '@/components/forms/SubjectFormPage';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string; form: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, form } = await params;
  return subjectFormMetadata({ locale, scope: 'project', id, form });
}

/** A form about a new-build project (contact-construction): any project form of lib/forms/registry.ts. */
export default async function ProjectFormPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, form } = await params;
  return <SubjectFormPage locale={locale} scope="project" id={id} form={form} />;
}
