import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@onboard/server-kit';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Deny by default. Until sessions exist (identity issue), only routes marked @Public() answer; every other
 * route refuses with 401, so a route added without a declared permission can never be open by accident.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  }
}
