import { UserListPage } from '../features/users/components/UserListPage.js';

/** /users/internal (internal layout): owners and admins; managing them is owner-only. */
export function InternalUsersPage() {
  return <UserListPage kind="internal" />;
}
