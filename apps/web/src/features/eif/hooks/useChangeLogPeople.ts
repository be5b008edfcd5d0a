import { canSome, isStaff, type ChangeLogEntry, type Role, type User } from '@onboard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession.js';
import { useListPeopleQuery } from '../../users/api/usersApi.js';

/** A person the audit trail can name and filter by. */
export type ChangePerson = Pick<User, 'id' | 'name' | 'role'>;

/**
 * The people of a client's audit trail (decision 107): the change log names its authors by user id only, so
 * the page asks the user lists the viewer may read. Staff read the client's benefit administrators and
 * brokers and the internal team (the user directory); a benefit administrator reads the client's benefit
 * administrators, a broker also its brokers. Anyone else who made a change is named by role: "the Sun Life
 * team" for staff, as the update tracker does.
 */
export function useChangeLogPeople(clientId: string) {
  const { t } = useTranslation(['eif', 'users']);
  const { principal } = useSession();
  const staff = !!principal && isStaff(principal.role);
  const skipAs = (source: 'ben-admin' | 'broker') => staff || !canSome(principal, 'read', source);
  const clientPeople = useListPeopleQuery({ source: 'all', clientId }, { skip: !staff });
  const team = useListPeopleQuery({ source: 'internal' }, { skip: !staff });
  const benAdmins = useListPeopleQuery({ source: 'ben-admin', clientId }, { skip: skipAs('ben-admin') });
  const brokers = useListPeopleQuery({ source: 'broker', clientId }, { skip: skipAs('broker') });

  const people = useMemo(() => {
    const byId = new Map<string, ChangePerson>();
    for (const list of [clientPeople.data, team.data, benAdmins.data, brokers.data]) {
      for (const { id, name, role } of list?.items ?? []) byId.set(id, { id, name, role });
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [clientPeople.data, team.data, benAdmins.data, brokers.data]);

  const roleName = (role: string) => t(`users:roles.${role as Role}`, { defaultValue: role });
  /** Who made a change: the person's name, else their role; null is the system (seeds, jobs). */
  const who = (
    entry: Pick<ChangeLogEntry, 'createdBy' | 'role'> & Partial<Pick<ChangeLogEntry, 'outsideSigner'>>,
  ): { name: string; role?: string } => {
    // The outside signer has no account: named by the name and e-mail their link was sent to (issue 28 item 4).
    if (entry.outsideSigner) {
      const { name, email } = entry.outsideSigner;
      return { name: name ? `${name} (${email})` : email, role: t('eif:auditTrail.outsideSigner') };
    }
    if (!entry.createdBy) return { name: t('eif:auditTrail.system') };
    const person = people.find((p) => p.id === entry.createdBy);
    if (person) return { name: person.name, role: roleName(person.role) };
    // Someone the viewer's lists do not hold: staff read them by the role they acted in (an owner is an owner,
    // issue 28 item 4); the client's people read staff as the team, as the update tracker says it.
    if (!staff && entry.role && isStaff(entry.role as Role)) return { name: t('eif:auditTrail.team') };
    return { name: entry.role ? roleName(entry.role) : t('eif:auditTrail.someone') };
  };
  return { people, roleName, who };
}
