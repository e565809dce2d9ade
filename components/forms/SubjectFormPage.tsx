import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { formSubject } from '@/lib/forms/subjects';
import { formDefinition } from '@/lib/forms/registry';
import { formKey } from '@/lib/domain/forms';
import { fitsSubject } from '@/lib/forms/submit';
import { formTranslator } from '@/lib/i18n/translate';
import type { FormScope } from '@/lib/forms/types';
import { alternatesFor } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { SubjectSummary } from './SubjectSummary';
import { VisitorForm } from './VisitorForm';

type Input = { locale: Locale; scope: Exclude<FormScope, 'site'>; id: string; form: string };

const formHref = ({ scope, id, form }: Omit<Input, 'locale'>) => ({
  pathname: scope === 'property' ? '/property/[id]/[form]' : '/project/[id]/[form]',
  params: { id, form },
});

/** Title and alternates of a property/project form page; not indexed. */
export async function subjectFormMetadata(input: Input): Promise<Metadata> {
  const def = formDefinition(input.form, input.scope);
  const subject = def ? await formSubject(input.scope, input.id, input.locale) : null;
  if (!def || !subject || !fitsSubject(def, subject) || subject.closed) return {};
  const t = formTranslator(input.locale, def);
  return pageMetadata({
    locale: input.locale,
    href: formHref(input),
    title: `${t(formKey(def, 'title'))} — ${subject.title}`,
    description: t(formKey(def, 'intro')),
    index: false,
  });
}

/**
 * A form about a property (/property/[id]/FORM) or a project (/project/[id]/FORM), for every form of
 * that scope in the registry; an unknown form or subject is a 404.
 */
export async function SubjectFormPage({
  locale,
  scope,
  id,
  form,
  defaults,
  query,
}: Input & { defaults?: Record<string, string | boolean>; query?: Record<string, string> }) {
  const def = formDefinition(form, scope);
  if (!def) notFound();
  const subject = await formSubject(scope, id, locale);
  // An offer is for a property for sale, a rent application for one for rent; a sold or rented property
  // takes no request at all (its page shows none of the calls to action): every form of it is a 404.
  if (!subject || !fitsSubject(def, subject) || subject.closed) notFound();
  const t = formTranslator(locale, def);
  const back = scope === 'property' ? routeHref('/property/[id]', { id: subject.id }) : routeHref('/project/[id]', { id: subject.id });
  // The page's own photo path (the summary shows it through the image route), not the absolute mail URL.
  const picture = subject.picture ? new URL(subject.picture).pathname : null;
  return (
    <PageShell locale={locale} alternates={alternatesFor(formHref({ scope, id: String(subject.id), form: def.name }))}>
      <PageHero locale={locale} title={t(formKey(def, 'title'))} intro={t(formKey(def, 'intro'))} />
      <div className="container page-body">
        <div className="form-page">
          <Link href={back} className="form-page__back">
            ← {t(scope === 'property' ? 'summary.backToProperty' : 'summary.backToProject')}
          </Link>
          <SubjectSummary subject={subject} picture={picture} locale={locale} />
          <div className="form-card">
            <VisitorForm name={def.name} locale={locale} subjectId={subject.id} defaults={defaults} query={query} />
          </div>
        </div>
      </div>
    </PageShell>
  );
}
