import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link of the top navigation. */
export function NavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="medium" fontSize="sm" px={2} py={1}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
