import { DOCUMENTS_CALLS as D, type DocumentCategory } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { fileUrlOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Which documents a panel lists: a client's, of some categories, optionally of one policy. */
export type DocumentsScope = {
  clientId: string;
  categories: readonly DocumentCategory[];
  policyId?: string | undefined;
};

/** `categories=a,b` (the route's `many` reads a comma list) and the policy when given. */
const scopeQuery = ({ categories, policyId }: Omit<DocumentsScope, 'clientId'>) => ({
  ...(categories.length > 0 ? { categories: categories.join(',') } : {}),
  ...(policyId ? { policyId } : {}),
});

/** The documents service's calls (issue 11 item 4, decision 117), from the route table. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query(
      routeQuery(D.meta, ({ clientId, ...scope }: DocumentsScope) => ({
        params: { clientId },
        query: scopeQuery(scope),
      })),
    ),
    renameDocument: build.mutation(
      routeMutation(
        D.rename,
        ({ clientId, documentId, fileName }: { clientId: string; documentId: string; fileName: string }) => ({
          params: { clientId, documentId },
          body: { fileName },
        }),
      ),
    ),
    removeDocument: build.mutation(
      routeMutation(D.remove, ({ clientId, documentId }: { clientId: string; documentId: string }) => ({
        params: { clientId, documentId },
      })),
    ),
    getDocumentNotice: build.query(routeQuery(D.noticeGet, (clientId: string) => ({ params: { clientId } }))),
    /** The page showing the documents opened: NEW_AND_SEEN (spec §4). */
    markDocumentNoticeSeen: build.mutation(
      routeMutation(D.noticePut, (clientId: string) => ({ params: { clientId } })),
    ),
    /** The user dismissed the notice: OLD, for every client of theirs (spec §4). */
    dismissDocumentNotices: build.mutation(
      routeMutation(D.userNoticePut, () => ({ body: { newDocumentNoticeStatus: 'OLD' as const } })),
    ),
  }),
});

export const {
  useGetDocumentsQuery,
  useRenameDocumentMutation,
  useRemoveDocumentMutation,
  useGetDocumentNoticeQuery,
  useMarkDocumentNoticeSeenMutation,
  useDismissDocumentNoticesMutation,
} = documentsApi;

/** The address of one document's contents (an attachment). */
export const documentUrl = (clientId: string, documentId: string): string =>
  fileUrlOf(D.download, { params: { clientId, documentId } });

/** The address of the zip of a panel's documents. */
export const zipUrl = ({ clientId, ...scope }: DocumentsScope): string =>
  fileUrlOf(D.zip, { params: { clientId }, query: scopeQuery(scope) });
