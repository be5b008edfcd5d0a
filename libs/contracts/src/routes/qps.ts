import { allow, defineCalls, type CacheTag } from './define.js';
import type { ClientsQpsSchemas, QpsSchemas } from './qps.schemas.js';

/**
 * QPS calls (spec §7 QPS and jobs; decisions 145-147). Staff only (`client-setup`): reads for reads, update for
 * pushes and imports. The qps service answers the plan design and the API jobs; the clients service the
 * client-from-qps read and the import (its tables), asking the qps service for the case.
 *
 * Cache tags: `{type:'ApiJob', id: clientId}` per client and `{type:'ApiJob', id:'LIST'}` for the lists, which
 * the live QPS_PUSH_STATUS event invalidates too.
 */
const jobTag = (clientId: string): CacheTag => ({ type: 'ApiJob', id: clientId });
const JOB_LIST: CacheTag = { type: 'ApiJob', id: 'LIST' };

export const QPS_CALLS = defineCalls<QpsSchemas>()('qps', {
  qpsPlanDesignInfo: {
    method: 'GET',
    path: '/clients/:clientId/qps/plan-design-info',
    access: allow('read', 'client-setup'),
    timeoutMs: 30_000,
  },
  qpsAsyncPush: {
    method: 'POST',
    path: '/clients/:clientId/qps/async-push',
    access: allow('update', 'client-setup'),
    status: 200,
    invalidates: ({ params }) => [jobTag(params.clientId), JOB_LIST],
  },
  apiJobList: {
    method: 'GET',
    path: '/api-jobs',
    access: allow('read', 'client-setup'),
    // From the answer: the web's input holds the ids as it sent them (a comma-separated string).
    provides: (_input, result) => [JOB_LIST, ...(result ?? []).map((job) => jobTag(job.clientId))],
  },
});

export const CLIENTS_QPS_CALLS = defineCalls<ClientsQpsSchemas>()('clients', {
  clientFromQps: {
    method: 'GET',
    path: '/clients/:clientId/client-from-qps',
    access: allow('read', 'client-setup'),
    timeoutMs: 30_000,
  },
  importFromQps: {
    method: 'POST',
    path: '/clients/:clientId/import-from-qps',
    access: allow('update', 'client-setup'),
    status: 200,
    timeoutMs: 30_000,
    invalidates: ({ params }) => [{ type: 'Client', id: params.clientId }],
  },
});
