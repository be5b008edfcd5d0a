import { Module } from '@nestjs/common';
import { fileStorageProvider } from '@onboard/server-kit/storage';
import { DocumentNoticeService } from './documents/document-notice.service.js';
import { DocumentZipService } from './documents/document-zip.service.js';
import { DocumentHandler } from './documents/document.handler.js';
import { DocumentService } from './documents/document.service.js';
import { RecipientEmailHandler } from './onboarding-forms/recipient-email.handler.js';

/** Documents, census and onboarding forms (census and onboarding forms arrive with their issues). */
@Module({
  controllers: [RecipientEmailHandler, DocumentHandler],
  providers: [
    // FILE_STORAGE: where file contents live, disk or S3 by STORAGE_DRIVER (decision 109).
    fileStorageProvider,
    DocumentService,
    DocumentZipService,
    DocumentNoticeService,
  ],
  exports: [fileStorageProvider],
})
export class DocumentsModule {}
