import { ClientMessages } from '@/components/i18n/ClientMessages';
import { siteConfig } from '@/config';
import { submitFormAction } from '@/lib/forms/actions';
import { formClientMessages } from '@/lib/forms/client-messages';
import { FORM_HOOKS } from '@/lib/forms/hooks';
import { formDefinition } from '@/lib/forms/registry';
import { layoutOf } from '@/lib/forms/schema-loader';
import type { Locale } from '@/lib/domain/locales';
import { FormView } from './FormView';
import { PrivacyNotice } from './PrivacyNotice';

type Props = {
  /** A form of lib/forms/registry.ts. */
  name: string;
  locale: Locale;
  /** The property or project id of a property/project form. */
  subjectId?: number | null;
  defaults?: Record<string, string | boolean>;
  variant?: 'full' | 'compact';
  /** Values that shape the server's extras before any post (`?day=` of an appointment). */
  query?: Record<string, string>;
};

/** A visitor form on a page (server component): binds the server action to the form, language and subject. */
export async function VisitorForm({ name, locale, subjectId = null, defaults, variant, query }: Props) {
  const action = submitFormAction.bind(null, name, locale, subjectId);
  const extrasHook = FORM_HOOKS[name]?.extras;
  const extras = await extrasHook?.({ ...defaults, ...query }, { lang: locale, subjectId });
  const def = formDefinition(name);
  if (!def) throw new Error(`No form "${name}" in lib/forms/registry.ts`);
  const form = layoutOf(def);
  return (
    // The texts its browser code reads (the mails, the failures and the privacy notice are formatted on the server).
    <ClientMessages namespaces={formClientMessages(form, extrasHook !== undefined)}>
      <FormView
        form={form}
        action={action}
        defaults={defaults}
        extras={extras}
        lang={locale}
        subjectId={subjectId}
        privacy={<PrivacyNotice agency={siteConfig.site.info.name} locale={locale} />}
        variant={variant}
      />
    </ClientMessages>
  );
}
