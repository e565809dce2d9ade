import { siteConfig } from '@/config';
import { submitFormAction } from '@/lib/forms/actions';
import type { Locale } from '@/lib/i18n/locales';
import { FormView } from './FormView';

type Props = {
  /** A form of lib/forms/registry.ts. */
  name: string;
  locale: Locale;
  /** The property or project id of a property/project form. */
  subjectId?: number | null;
  defaults?: Record<string, string | boolean>;
  variant?: 'full' | 'compact';
};

/** A visitor form on a page (server component): binds the server action to the form, language and subject. */
export function VisitorForm({ name, locale, subjectId = null, defaults, variant }: Props) {
  const action = submitFormAction.bind(null, name, locale, subjectId);
  return <FormView name={name} action={action} defaults={defaults} agency={siteConfig.site.info.name} variant={variant} />;
}
