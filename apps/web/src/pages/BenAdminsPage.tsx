import { UserListPage } from '../features/users/components/UserListPage.js';

/** /ben-admins/admin/ (internal layout). */
export function BenAdminsPage() {
  return <UserListPage kind="ben-admin" />;
}
