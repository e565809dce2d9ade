'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

type Kind = 'property' | 'project';
type Props = {
  /** The paths of a property's and a project's page in this language: localized (`/fr/bien/[id]`) and internal (`/fr/property/[id]`, as a rewritten request may show it while rendering on the server). */
  paths: Record<Kind, string[]>;
  siteName: string;
  /** The site's own 404 (title, text, search), for any other path. */
  genericTitle: string;
  children: ReactNode;
};

/** A path (with its language prefix) as a pattern: `[id]` any one segment, any form page below it. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[a-z]+\]/gi, '[^/]+')}(/.*)?/?$`);

/**
 * The body of the 404 page. An unknown property or project ID (or a form of a sold one) says so, as the
 * spec asks ('Property not found': it does not exist or is sold; 'No construction was found'), with the way
 * back to the listings; any other path gets the site's 404. Chosen on the client from the path: the
 * language's not-found page is the one boundary of every page below it and cannot read the request there
 * without making those pages dynamic.
 */
export function SubjectNotFound({ paths, siteName, genericTitle, children }: Props) {
  const pathname = usePathname();
  const kind = (Object.keys(paths) as Kind[]).find((k) => paths[k].some((path) => patternOf(path).test(pathname))) ?? null;
  const property = useTranslations('detail.notFound');
  const project = useTranslations('projects');
  if (!kind) {
    return (
      <>
        <title>{`${genericTitle} | ${siteName}`}</title>
        {children}
      </>
    );
  }
  const title = kind === 'property' ? property('title') : project('notFound.title');
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <div className="page-hero page-hero--plain">
        <div className="container">
          <p className="error-code">404</p>
          <h1>{title}</h1>
          <p className="page-hero__intro">{kind === 'property' ? property('text') : project('noConstruction')}</p>
        </div>
      </div>
      <div className="container page-body not-found">
        {kind === 'property' ? (
          <p>
            <Link href="/for-sale" className="button button--primary">
              {property('forSale')}
            </Link>{' '}
            <Link href="/for-rent" className="button button--outline">
              {property('forRent')}
            </Link>
          </p>
        ) : (
          <p>
            <Link href="/projects" className="button button--primary">
              {project('notFound.back')}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
