import { Module } from '@nestjs/common';
import { EmailHandler } from './emails/email.handler.js';
import { EmailService } from './emails/email.service.js';

@Module({
  controllers: [EmailHandler],
  providers: [EmailService],
})
export class EmailModule {}
