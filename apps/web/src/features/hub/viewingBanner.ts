import type { Role } from '@onboard/contracts';
import { isStaff } from '@onboard/contracts';
import { PATHS } from '../../app/paths.js';

export type ViewingBanner = {
  /** Whose view: "as an internal user", "as a broker", or a benefit administrator with several clients. */
  as: 'internal' | 'broker' | 'benAdmin';
  /** The "See all clients" target: the viewer's own client list. */
  allClientsPath: string;
  /** "Manage client" shows for internal users only. */
  manage: boolean;
};

/**
 * Spec section 2: a user viewing a client sees "You're viewing {client} as an internal user" or "as a broker",
 * with See all clients and (internal only) Manage client; a benefit administrator with exactly one client
 * sees none. A benefit administrator with several clients sees the banner "as a benefit administrator"
 * (the spec names no text for them).
 */
export function viewingBannerFor(user: { role: Role; clientIds: readonly string[] }): ViewingBanner | null {
  if (isStaff(user.role)) return { as: 'internal', allClientsPath: PATHS.internalHome, manage: true };
  if (user.role === 'BROKER') return { as: 'broker', allClientsPath: PATHS.brokerHome, manage: false };
  if (user.clientIds.length === 1) return null;
  return { as: 'benAdmin', allClientsPath: PATHS.benAdminHome, manage: false };
}
