import { MyClientsPage } from '../features/clients/components/MyClientsPage.js';

/** /clients (broker layout): the broker home, their clients. */
export function BrokerClientsPage() {
  return <MyClientsPage kind="broker" />;
}
