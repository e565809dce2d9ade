import { siteConfig } from '@/config';
import { SubjectNotFound } from '@/components/errors/SubjectNotFound';

/** An unknown property ID (or not a number at all), with HTTP 404: 'Property not found' (spec section 8) and the way back to the listings. */
export default function PropertyNotFound() {
  return <SubjectNotFound kind="property" siteName={siteConfig.site.info.name} />;
}
