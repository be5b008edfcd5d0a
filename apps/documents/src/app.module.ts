import { Module } from '@nestjs/common';
import { fileStorageProvider } from '@onboard/server-kit/storage';
import { DocumentNoticeService } from './documents/document-notice.service.js';
import { DocumentVideoService } from './documents/document-video.service.js';
import { DocumentZipService } from './documents/document-zip.service.js';
import { DocumentHandler } from './documents/document.handler.js';
import { DocumentService } from './documents/document.service.js';
import { CensusValidateJob } from './census/census-validate.job.js';
import { CensusHandler } from './census/census.handler.js';
import { CensusService } from './census/census.service.js';
import { esignProvider } from './esign/esign.provider.js';
import { OnboardingFormHandler } from './onboarding-forms/onboarding-form.handler.js';
import { OnboardingFormService } from './onboarding-forms/onboarding-form.service.js';
import { RecipientEmailHandler } from './onboarding-forms/recipient-email.handler.js';
import { ExplorerFilesHandler } from './documents/explorer-files.handler.js';
import { TaskDocumentsHandler } from './documents/task-documents.handler.js';
import { videoHostProvider } from './video/video-host.provider.js';

/** Documents, census and onboarding forms. */
@Module({
  controllers: [
    RecipientEmailHandler,
    OnboardingFormHandler,
    DocumentHandler,
    CensusHandler,
    ExplorerFilesHandler,
    TaskDocumentsHandler,
  ],
  providers: [
    // FILE_STORAGE: where file contents live, disk or S3 by STORAGE_DRIVER (decision 109). VIDEO_HOST: where
    // videos are hosted, Vidyard or its stand-in by VIDEO_HOST_URL (decision 115). ESIGN_PROVIDER: DocuSign or
    // its stand-in by ESIGN_BASE_URL (decision 132).
    fileStorageProvider,
    videoHostProvider,
    esignProvider,
    OnboardingFormService,
    DocumentService,
    DocumentZipService,
    DocumentNoticeService,
    DocumentVideoService,
    CensusService,
    // Its worker runs in `worker` mode, and in `serve` mode unless RUN_WORKERS=false.
    CensusValidateJob,
  ],
  exports: [fileStorageProvider, videoHostProvider],
})
export class DocumentsModule {}
