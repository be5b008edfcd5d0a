import type { User as UserDto } from '@onboard/contracts';
import type { User } from './user.entity.js';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The API shape of a user; `updatedBy` is the person who last changed them, when that was a user. */
export function userView(
  user: User,
  extra: { hasPassword: boolean; hasMfa: boolean; updatedBy: UserDto['userInfoUpdatedBy'] },
): UserDto {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? null,
    role: user.role,
    clientIds: user.clientIds,
    welcomeEmailSentDate: iso(user.welcomeEmailSentDate),
    termsOfUseDate: iso(user.termsOfUseDate),
    firstLogin: iso(user.firstLogin),
    firstPasswordSet: iso(user.firstPasswordSet),
    lastLogin: iso(user.lastLogin),
    lastPasswordSet: iso(user.lastPasswordSet),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    deletedAt: iso(user.deletedAt),
    userInfoUpdatedAt: iso(user.userInfoUpdatedAt),
    userInfoUpdatedBy: extra.updatedBy,
    hasPassword: extra.hasPassword,
    hasMfa: extra.hasMfa,
  };
}
