/**
 * Message keys are typed (global.d.ts: next-intl's AppConfig takes messages/en.json): a key that is not in the
 * messages fails `tsc`. These lines prove it — if the typing were lost, the `@ts-expect-error`s would be unused
 * and `tsc` would fail on them. Never called.
 */
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';

export function TypedMessageKeys() {
  const t = useTranslations('chrome');
  t('backToTop');
  // @ts-expect-error a key that messages/en.json does not have
  t('backToTheTop');
  // @ts-expect-error a namespace that messages/en.json does not have
  useTranslations('chromes');
  return null;
}

export async function typedServerMessageKeys() {
  const t = await getTranslations({ locale: 'fr', namespace: 'chrome' });
  t('menu');
  // @ts-expect-error a key that messages/en.json does not have
  t('menus');
  // @ts-expect-error a language the site does not have
  await getTranslations({ locale: 'es', namespace: 'chrome' });
}
