import { Module } from '@nestjs/common';
import { RecipientEmailHandler } from './onboarding-forms/recipient-email.handler.js';

/** Documents, census and onboarding forms: their handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({ controllers: [RecipientEmailHandler] })
export class DocumentsModule {}
