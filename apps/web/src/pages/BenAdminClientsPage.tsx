import { MyClientsPage } from '../features/clients/components/MyClientsPage.js';

/** /clients/ben-admin (benAdmin layout): the benefit-administrator home, their clients. */
export function BenAdminClientsPage() {
  return <MyClientsPage kind="benAdmin" />;
}
