import { SetMetadata } from '@nestjs/common';
import type { Action, Resource } from '@onboard/contracts';

export const PERMISSION = 'onboard:permission';

export type PermissionDeclaration = {
  action: Action;
  resource: Resource;
  /** Route parameter naming the client the call is about (ownership check for ben admins and brokers). */
  clientParam?: string;
  /** Route parameter naming the user record the call is about. */
  userParam?: string;
};

/** The permission a route needs, checked against the role table of `@onboard/contracts` by AccessGuard. */
export const Permission = (
  action: Action,
  resource: Resource,
  target: Pick<PermissionDeclaration, 'clientParam' | 'userParam'> = {},
): MethodDecorator & ClassDecorator =>
  SetMetadata(PERMISSION, { action, resource, ...target } satisfies PermissionDeclaration);

export const SIGNED_IN = 'onboard:signed-in';
/** Any signed-in user, whatever the role (their own profile, terms of use, sign-out). */
export const SignedIn = (): MethodDecorator & ClassDecorator => SetMetadata(SIGNED_IN, true);
