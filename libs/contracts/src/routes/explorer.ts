import { allow, defineCalls, type CacheTag } from './define.js';
import type { ExplorerSchemas } from './explorer.schemas.js';

/**
 * The Benefits Explorer's staff calls (spec §7 explorer pages; decisions 159-162): the HTTP half, served by the
 * explorer service. Staff create, edit, renew, delete and transfer any client's sites; ben admins and brokers
 * read their own clients' (decision 161). The public page fetch (GET /explorer-pages/:id, issue 16) is not
 * here yet: `/explorer-pages/by-owner/…` and `/explorer-pages/transfer/…` leave `/explorer-pages/:id` free.
 */

const pagesTag = (clientId: string): CacheTag => ({ type: 'ExplorerPage', id: `CLIENT-${clientId}` });
const pageTag = (explorerPageId: string): CacheTag => ({ type: 'ExplorerPage', id: explorerPageId });
const OWNERS_TAG: CacheTag = { type: 'ExplorerPage', id: 'OWNERS' };
const BASE = '/clients/:clientId/explorer-pages';
const ONE = `${BASE}/:explorerPageId`;

export const EXPLORER_CALLS = defineCalls<ExplorerSchemas>()('explorer', {
  explorerPageList: {
    method: 'GET',
    path: BASE,
    access: allow('read', 'explorer-page'),
    provides: ({ params }) => [pagesTag(params.clientId)],
  },
  explorerPageCreate: {
    method: 'POST',
    path: BASE,
    access: allow('create', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), OWNERS_TAG],
  },
  /** The staff edit form's data: every field, plans, highlighters, documents and policies. */
  explorerPageGet: {
    method: 'GET',
    path: ONE,
    access: allow('read', 'explorer-page'),
    provides: ({ params }) => [pageTag(params.explorerPageId)],
  },
  explorerPageUpdate: {
    method: 'PUT',
    path: ONE,
    access: allow('update', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), pageTag(params.explorerPageId), OWNERS_TAG],
  },
  explorerPageDelete: {
    method: 'DELETE',
    path: ONE,
    access: allow('delete', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), pageTag(params.explorerPageId), OWNERS_TAG],
  },
  /** Next year's site from this one (decision 160); both are linked. */
  explorerPageRenew: {
    method: 'POST',
    path: `${ONE}/renew`,
    access: allow('create', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), pageTag(params.explorerPageId), OWNERS_TAG],
  },
  /** Live or demo (decision 162). */
  explorerPageLive: {
    method: 'PUT',
    path: `${ONE}/live`,
    access: allow('update', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), pageTag(params.explorerPageId)],
  },
  explorerPageAssociation: {
    method: 'PUT',
    path: `${ONE}/association`,
    access: allow('update', 'explorer-page'),
    invalidates: ({ params }) => [pagesTag(params.clientId), pageTag(params.explorerPageId)],
  },
  /** The documents a benefit type shows (at most 15; the same key once). */
  explorerPageDocuments: {
    method: 'GET',
    path: `${ONE}/documents/:benefitType`,
    access: allow('read', 'explorer-page'),
    provides: ({ params }) => [pageTag(params.explorerPageId)],
  },
  explorerPageDocumentsUpdate: {
    method: 'PUT',
    path: `${ONE}/documents/:benefitType`,
    access: allow('update', 'explorer-page'),
    invalidates: ({ params }) => [pageTag(params.explorerPageId)],
  },
  /** Staff only: the pages a staff user owns, across clients. */
  explorerPagesByOwner: {
    method: 'GET',
    path: '/explorer-pages/by-owner/:pageOwnerId',
    access: allow('read', 'explorer-page'),
    provides: () => [OWNERS_TAG],
  },
  /** Staff only: every page of one owner moves to another staff user. */
  explorerPagesTransfer: {
    method: 'PUT',
    path: '/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId',
    access: allow('update', 'explorer-page'),
    invalidates: () => ['ExplorerPage'],
  },
});
