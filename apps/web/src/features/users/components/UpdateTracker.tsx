import { Text } from '@chakra-ui/react';
import type { User } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';

/**
 * Who last changed a person's details (spec section 3): the editor's first and last name, e-mail and the
 * time; "Updated by the Sun Life team" when the change came from the provider's staff tooling.
 */
export function UpdateTracker({ user }: { user: Pick<User, 'userInfoUpdatedAt' | 'userInfoUpdatedBy'> }) {
  const { t } = useTranslation('users');
  const format = useFormatDateTime();
  const by = user.userInfoUpdatedBy;
  const at = user.userInfoUpdatedAt ? format(user.userInfoUpdatedAt) : null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="update-tracker">
      {by
        ? t('tracker.by', { firstName: by.firstName, lastName: by.lastName, email: by.email })
        : t('tracker.team')}
      {at && (
        <>
          {' · '}
          <time dateTime={user.userInfoUpdatedAt ?? undefined}>{at}</time>
        </>
      )}
    </Text>
  );
}
