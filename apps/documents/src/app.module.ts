import { Module } from '@nestjs/common';
import { RecipientEmailHandler } from './onboarding-forms/recipient-email.handler.js';
import { fileStorageProvider } from './storage/storage.provider.js';
import { videoHostProvider } from './video/video-host.provider.js';

/** Documents, census and onboarding forms: their handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({
  controllers: [RecipientEmailHandler],
  // FILE_STORAGE: where file contents live, disk or S3 by STORAGE_DRIVER (decision 109). VIDEO_HOST: where
  // videos are hosted, Vidyard or its stand-in by VIDEO_HOST_URL (decision 115).
  providers: [fileStorageProvider, videoHostProvider],
  exports: [fileStorageProvider, videoHostProvider],
})
export class DocumentsModule {}
