import type { DocumentDto } from '@onboard/contracts';
import type { Document } from './document.entity.js';

/** A document as the API shows it. */
export function toDocumentDto(d: Document): DocumentDto {
  return {
    id: d.id,
    clientId: d.clientId,
    policyId: d.policyId ?? null,
    category: d.category,
    fileName: d.fileName,
    contentType: d.contentType,
    size: Number(d.size),
    language: d.language ?? null,
    processStatus: d.processStatus,
    vidyardId: d.vidyardId ?? null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    deletedAt: d.deletedAt?.toISOString() ?? null,
    updatedBy: d.updatedBy ? { id: d.updatedBy, role: d.updatedByRole ?? null } : null,
  };
}

/** Where a document's contents are kept: spread over 256 folders by the first two characters of its id. */
export const contentKeyOf = (documentId: string): string =>
  `documents/${documentId.slice(0, 2)}/${documentId}`;
