import { Module } from '@nestjs/common';
import { RecipientEmailHandler } from './onboarding-forms/recipient-email.handler.js';
import { fileStorageProvider } from './storage/storage.provider.js';

/** Documents, census and onboarding forms: their handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({
  controllers: [RecipientEmailHandler],
  // FILE_STORAGE: where file contents live, disk or S3 by STORAGE_DRIVER (decision 109).
  providers: [fileStorageProvider],
  exports: [fileStorageProvider],
})
export class DocumentsModule {}
