import { visitPage } from '@/components/forms/visit-page';
import '@/app/_styles/visit.css';

// A booked visit's cancel link: its current state, rendered for each visit, never cached, never indexed. Only the page's button cancels.
export const dynamic = 'force-dynamic';

const route = visitPage('cancel');
export const generateMetadata = route.generateMetadata;
export default route.Page;
