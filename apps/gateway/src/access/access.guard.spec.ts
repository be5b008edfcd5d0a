import { describe, expect, test } from '@jest/globals';
import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@onboard/server-kit';
import { AccessGuard } from './access.guard.js';
import { Public } from './public.decorator.js';

@Controller()
class SampleController {
  @Public()
  @Get('open')
  open(): string {
    return 'open';
  }

  @Get('closed')
  closed(): string {
    return 'closed';
  }
}

@Public()
@Controller()
class PublicController {
  @Get('any')
  any(): string {
    return 'any';
  }
}

const contextFor = (controller: new () => object, handler: string): ExecutionContext =>
  ({
    getHandler: () => (controller.prototype as Record<string, unknown>)[handler],
    getClass: () => controller,
  }) as unknown as ExecutionContext;

describe('AccessGuard: deny by default', () => {
  const guard = new AccessGuard(new Reflector());

  test('a route marked @Public() is open', () => {
    expect(guard.canActivate(contextFor(SampleController, 'open'))).toBe(true);
  });

  test('a controller marked @Public() opens its routes', () => {
    expect(guard.canActivate(contextFor(PublicController, 'any'))).toBe(true);
  });

  test('a route with no declaration is refused with UNAUTHENTICATED', () => {
    expect(() => guard.canActivate(contextFor(SampleController, 'closed'))).toThrow(DomainError);
    try {
      guard.canActivate(contextFor(SampleController, 'closed'));
    } catch (error) {
      expect((error as DomainError).code).toBe('UNAUTHENTICATED');
    }
  });
});
