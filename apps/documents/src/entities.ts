import { CensusFile } from './census/census-file.entity.js';
import { CensusIssue } from './census/census-issue.entity.js';
import { CensusMapping } from './census/census-mapping.entity.js';
import { DocumentNotice } from './documents/document-notice.entity.js';
import { Document } from './documents/document.entity.js';
import { OnboardingForm } from './onboarding-forms/onboarding-form.entity.js';

/** Every entity of the documents schema (MikroORM discovery and the migration diff read this list). */
export const DOCUMENTS_ENTITIES = [
  Document,
  DocumentNotice,
  CensusFile,
  CensusIssue,
  CensusMapping,
  OnboardingForm,
];
