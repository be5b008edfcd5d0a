import { UserManagePage } from '../features/users/components/UserManagePage.js';

/** /brokers/admin/{userId}/manage (internal layout). */
export function BrokerManagePage() {
  return <UserManagePage kind="broker" />;
}
