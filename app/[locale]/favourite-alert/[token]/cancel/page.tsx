import { subscriptionLinkPage } from '@/components/forms/subscription-link-page';

// The cancel link of alerts on favourites: its current state, rendered for each visit, never cached, never indexed. Only the page's button changes it.
export const dynamic = 'force-dynamic';

const route = subscriptionLinkPage('favourite-alert', 'cancel');
export const generateMetadata = route.generateMetadata;
export default route.Page;
