import { Module } from '@nestjs/common';
import { ENV, loadConfig } from '@onboard/server-kit';
import { AuthHandler } from './auth/auth.handler.js';
import { SignInService } from './auth/sign-in.service.js';
import { TokenService } from './auth/token.service.js';
import { TotpService } from './auth/totp.service.js';
import { UserTokenService } from './auth/user-token.service.js';
import { IDENTITY_CONFIG, identityEnv } from './config.js';
import { UserHandler } from './users/user.handler.js';
import { UserAdminHandler } from './users/user-admin.handler.js';
import { UserAdminService } from './users/user-admin.service.js';
import { UserService } from './users/user.service.js';

@Module({
  controllers: [AuthHandler, UserHandler, UserAdminHandler],
  providers: [
    {
      provide: IDENTITY_CONFIG,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(identityEnv, env),
    },
    TotpService,
    SignInService,
    TokenService,
    UserTokenService,
    UserService,
    UserAdminService,
  ],
})
export class IdentityModule {}
