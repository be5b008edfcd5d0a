import { Module } from '@nestjs/common';

/** Sign-in, sessions and user administration arrive with the identity issue. */
@Module({})
export class IdentityModule {}
