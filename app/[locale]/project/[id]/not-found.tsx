import { siteConfig } from '@/config';
import { SubjectNotFound } from '@/components/errors/SubjectNotFound';

/** An unknown project ID, with HTTP 404: 'No construction was found' (spec section 8) and the way back to the projects. */
export default function ProjectNotFound() {
  return <SubjectNotFound kind="project" siteName={siteConfig.site.info.name} />;
}
