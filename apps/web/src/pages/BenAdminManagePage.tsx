import { UserManagePage } from '../features/users/components/UserManagePage.js';

/** /ben-admins/admin/{userId}/manage (internal layout). */
export function BenAdminManagePage() {
  return <UserManagePage kind="ben-admin" />;
}
