import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The way back from an e-mail page (to all e-mails, a client's e-mails, or its manage page). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" alignSelf="start">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
