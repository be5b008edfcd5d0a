import { DocumentNotice } from './documents/document-notice.entity.js';
import { Document } from './documents/document.entity.js';

/** Every entity of the documents schema (MikroORM discovery and the migration diff read this list). */
export const DOCUMENTS_ENTITIES = [Document, DocumentNotice];
