import { InternalClientListPage } from '../features/clients/components/InternalClientListPage.js';

/** /clients/admin (internal layout): the internal home, every client with every filter. */
export function InternalClientsPage() {
  return <InternalClientListPage />;
}
