import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession.js';
import { useChangeLogPeople } from '../../eif/hooks/useChangeLogPeople.js';

/**
 * Who submitted a census (the service keeps a user id): the viewer themself, else a person of the client's
 * user lists the viewer may read (as the audit trail names people), else "someone".
 */
export function useSubmitterName(clientId: string): (userId: string | null) => string {
  const { t } = useTranslation('census');
  const { user } = useSession();
  const { people } = useChangeLogPeople(clientId);
  return (userId) => {
    if (userId && user?.id === userId) return user.name;
    return people.find((person) => person.id === userId)?.name ?? t('validate.someone');
  };
}
