import { allow, defineCalls, type CacheTag } from './define.js';
import type { EmailsSchemas } from './emails.schemas.js';

/**
 * The e-mails of the outbox (spec §7 Emails): the HTTP half, served by the e-mail service. Their schemas are
 * in emails.schemas.ts under the same names. Staff only: admins read and resend (create), owners also resend
 * every rejected e-mail at once (an owner-only operation of spec §6).
 */

const LIST: CacheTag = { type: 'Email', id: 'LIST' };
const one = (emailId: string): CacheTag => ({ type: 'Email', id: emailId });

export const EMAILS_CALLS = defineCalls<EmailsSchemas>()('email', {
  emailList: {
    method: 'GET',
    path: '/emails',
    access: allow('read', 'email'),
    provides: (_input, result) => [LIST, ...(result?.items.map((e) => one(e.id)) ?? [])],
  },
  emailCount: {
    method: 'GET',
    path: '/emails/count',
    access: allow('read', 'email'),
    provides: () => [LIST],
  },
  emailGet: {
    method: 'GET',
    path: '/emails/:emailId',
    access: allow('read', 'email'),
    provides: ({ params }) => [one(params.emailId)],
  },
  emailResend: {
    method: 'POST',
    path: '/emails/:emailId/resend',
    access: allow('create', 'email'),
    status: 200,
    invalidates: ({ params }) => [LIST, one(params.emailId)],
  },
  emailResendRejected: {
    method: 'POST',
    path: '/emails/resend-rejected',
    // Spec §6 "resend rejected e-mails" is owner only: the owner-only operations' resource.
    access: allow('update', 'owner-operations'),
    status: 200,
    // Every e-mail with error users may have changed.
    invalidates: () => ['Email'],
  },
});
