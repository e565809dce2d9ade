import { visitPage } from '@/components/forms/visit-page';
import '@/app/_styles/visit.css';

// A booked visit's page (where the booking lands): its current state, rendered for each visit, never cached, never indexed.
export const dynamic = 'force-dynamic';

const route = visitPage('show');
export const generateMetadata = route.generateMetadata;
export default route.Page;
