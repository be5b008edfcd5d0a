import { UserListPage } from '../features/users/components/UserListPage.js';

/** /brokers/admin/ (internal layout). */
export function BrokersPage() {
  return <UserListPage kind="broker" />;
}
