import type { ComponentProps } from 'react';
import { Link } from '@/components/i18n/Link';

type Props = {
  /** ok (done), info (nothing to do), error (the link is none). */
  tone: 'ok' | 'info' | 'error';
  outcome: string;
  heading: string;
  text: string;
  /** The next step offered first, then the home page. */
  next: { href: ComponentProps<typeof Link>['href']; text: string };
  home: string;
};

/** What a link's button did (a subscription confirmed or cancelled, a visit cancelled), with the next steps. */
export function OutcomePanel({ tone, outcome, heading, text, next, home }: Props) {
  return (
    <div className={`notice-panel notice-panel--${tone}`} role="status" data-outcome={outcome}>
      <h2>{heading}</h2>
      <p>{text}</p>
      <p className="notice-panel__actions">
        <Link className="button button--primary" href={next.href}>
          {next.text}
        </Link>
        <Link className="button button--outline" href="/">
          {home}
        </Link>
      </p>
    </div>
  );
}
