import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { PROJECT_CARD_SIZES } from '@/lib/images/sizes';
import { useTranslations } from 'next-intl';
import { Address } from '@/components/property/Address';
import { Price } from '@/components/property/Price';
import type { ProjectCard as ProjectCardData } from '@/lib/data/projects';
import { formatDate } from '@/lib/domain/dates';
import { PRICE_UNIT_STARTING_FROM } from '@/lib/domain/money';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';

type Props = {
  project: ProjectCardData;
  /** Whether its photo may be the page's largest paint (lib/images/lead.ts): the first card at the top of a page. */
  lead?: boolean;
  /** The level of the card's title: one below the heading of the list it is in. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** A project in the list: photo, sold-out ribbon, name, address, available units, delivery and the price 'from'. */
export function ProjectCard({ project: p, lead = false, headingLevel = 3 }: Props) {
  const Title = `h${headingLevel}` as const;
  const t = useTranslations('projects');
  const tp = useTranslations('property');
  return (
    <article className="project-card" data-project-id={p.id} data-status={p.status}>
      <Link href={routeHref('/project/[id]', { id: p.id })} className="project-card__link">
        <div className="project-card__media">
          {p.picture ? (
            <Image src={p.picture} alt={p.name} fill sizes={PROJECT_CARD_SIZES} {...leadImage(lead)} />
          ) : (
            <span className="project-card__nophoto">{tp('noPhoto')}</span>
          )}
          <span className="project-card__badge">{t('newBuild')}</span>
          {p.status === 'sold-out' && <span className="project-card__status">{t('soldOut')}</span>}
        </div>
        <div className="project-card__body">
          <Title className="project-card__title">{p.name}</Title>
          <p className="project-card__address">
            <Address address={{ ...p, publishAddress: p.publicAddress }} />
          </p>
          <p className="project-card__units">{p.unitCount ? t('availability', { available: p.availableCount, total: p.unitCount }) : t('unitsSoon')}</p>
          {p.deliveryDate && <p className="project-card__delivery">{t('deliveryOn', { date: formatDate(p.deliveryDate) })}</p>}
          {p.priceFrom !== null && (
            <p className="project-card__price">
              <Price goal={0} price={p.priceFrom} publishPrice priceUnit={PRICE_UNIT_STARTING_FROM} priceUnitText={null} />
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
