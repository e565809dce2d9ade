import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick-messages';

type Props = {
  /** The namespaces (or `namespace.key` paths) the client components inside use, and no others. */
  namespaces: readonly string[];
  children: React.ReactNode;
};

/**
 * Gives the client components inside only the messages they use. Every message a provider holds is sent
 * to the browser in the page's inline payload, which the phone parses before the page responds: all 46 KB
 * of a language on every page, before. A provider replaces the one above it, so it names every namespace
 * its client components use.
 */
export async function ClientMessages({ namespaces, children }: Props) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
