import { canSome, isStaff, type User } from '@onboard/contracts';
import { useMemo } from 'react';
import { useSession } from '../../auth/hooks/useSession.js';
import { useListPeopleQuery } from '../../users/api/usersApi.js';

/** A person who may sign a client's onboarding form. */
export type Signer = Pick<User, 'id' | 'name' | 'email'>;

/**
 * The client's users, who may be a form's recipients (as the audit trail finds them, decision 107): staff read
 * every user of the client; a benefit administrator the client's benefit administrators, a broker also its
 * brokers (the lists each role may read).
 */
export function useClientSigners(clientId: string): { signers: Signer[]; isLoading: boolean } {
  const { principal } = useSession();
  const staff = !!principal && isStaff(principal.role);
  const skipAs = (source: 'ben-admin' | 'broker') => staff || !canSome(principal, 'read', source);
  const all = useListPeopleQuery({ source: 'all', clientId }, { skip: !staff });
  const benAdmins = useListPeopleQuery({ source: 'ben-admin', clientId }, { skip: skipAs('ben-admin') });
  const brokers = useListPeopleQuery({ source: 'broker', clientId }, { skip: skipAs('broker') });
  const signers = useMemo(() => {
    const byId = new Map<string, Signer>();
    for (const list of [all.data, benAdmins.data, brokers.data]) {
      for (const { id, name, email, role } of list?.items ?? []) {
        if (!isStaff(role)) byId.set(id, { id, name, email });
      }
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [all.data, benAdmins.data, brokers.data]);
  return { signers, isLoading: all.isLoading || benAdmins.isLoading || brokers.isLoading };
}
