import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'onboard:public';

/** Opens a route to anonymous callers. Every other route is denied unless its permission allows the caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
