import { randomUUID } from 'node:crypto';
import { CLIENTS_ROUTES, EXPLORER_ROUTES, type AnyRoute, type Role } from '@onboard/contracts';
import type request from 'supertest';
import type { TestSystem } from './harness.js';
import type { Caller, MatrixCast } from './matrix-cast.js';

/**
 * A call as one of the matrix's callers (the owner unless said): the records an allowed call needs are made
 * through the API, as their users make them.
 */
export type OwnerCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  file?: { name: string; content: Buffer; fields: Record<string, string> },
  as?: Caller,
) => Promise<request.Response>;

/**
 * Fresh records for the permission matrix's allowed calls (issue 31 item 5): what the tenant's seed does not
 * make (a document, an employee class, a subsidiary, an explorer page, a carrier, a person of the route's kind),
 * made through the API before each call that needs one, so that the call can succeed and be judged exactly, and
 * a call that deletes or changes its record changes nobody else's.
 */
export class MatrixRecords {
  private made = 0;
  /** What a record made for the current call brings besides its id (a form's recipient), by field name. */
  readonly extras: Record<string, string> = {};

  constructor(
    private readonly system: TestSystem,
    private readonly cast: MatrixCast,
    private readonly asOwner: OwnerCall,
  ) {}

  /**
   * A record for the route parameter `name` of an allowed call about `clientId`, or undefined where the matrix
   * makes none (the parameter's value is then the seed's record or a made-up id).
   */
  async paramFor(
    name: string,
    path: string,
    caller: Caller,
    own: boolean,
    clientId: string | undefined,
  ): Promise<string | undefined> {
    const staff = caller.key === 'admin' || caller.key === 'owner';
    switch (name) {
      case 'userId': {
        // A ben admin's or broker's own record is their own. Staff act on a person of the route's kind
        // (`/users/broker/:userId` a broker); on a route for any person, their own record is their own and
        // another's a ben admin.
        if (!staff) return undefined;
        const kind = kindOfPath(path);
        if (!kind && own) return undefined;
        return (await this.person(kind ?? 'BEN_ADMIN', clientId)).id;
      }
      case 'email':
        return (await this.person('BEN_ADMIN', clientId)).email;
      case 'templateId':
        return BILLING_TEMPLATE;
      case 'formId':
        return clientId ? this.form(clientId, staff || !own ? undefined : caller) : undefined;
      case 'documentId':
        if (!clientId || path.includes('/onboarding-forms/')) return undefined;
        return path.includes('/census/') ? this.census(clientId) : this.document(clientId);
      case 'employeeClassId': {
        if (!clientId) return undefined;
        // A new class names how many the editor knew of (decision 077).
        const url = `/api/clients/${clientId}/employee-classes`;
        const known = ((await this.asOwner('GET', url)).body as unknown[]).length;
        return this.created(url, CLIENTS_ROUTES.employeeClassCreate, caller, clientId, {
          knownClassCount: known,
        });
      }
      case 'subsidiaryId':
        return clientId
          ? this.created(
              `/api/clients/${clientId}/subsidiary`,
              CLIENTS_ROUTES.subsidiaryCreate,
              caller,
              clientId,
            )
          : undefined;
      case 'explorerPageId':
        return clientId
          ? this.created(
              `/api/clients/${clientId}/explorer-pages`,
              EXPLORER_ROUTES.explorerPageCreate,
              caller,
              clientId,
            )
          : undefined;
      case 'newPageOwnerId':
        // Pages pass from one admin to another (a fresh one: the admins' own records stay as they are).
        return (await this.person('SLF_ADMIN', undefined)).id;
      case 'emailId': {
        // An e-mail the system sent (the e-mail pages are staff's: every client's at once).
        const page = (await this.asOwner('GET', '/api/emails?limit=1')).body as { items?: { id: string }[] };
        return page.items?.[0]?.id;
      }
      case 'carrierId':
        return this.created('/api/carriers', CLIENTS_ROUTES.carrierCreate, caller, clientId);
      default:
        return undefined;
    }
  }

  /**
   * A person of the file's own (the demo password, an authenticator), of `role`, assigned to the client; `key`
   * names their authenticator (`TestSystem.code`).
   */
  async person(
    role: Role,
    clientId: string | undefined,
  ): Promise<{ id: string; email: string; key: string }> {
    const key = `matrix-made-${++this.made}-${randomUUID().slice(0, 6)}`;
    const clients = role === 'SLF_ADMIN' || role === 'SLF_OWNER' || !clientId ? [] : [clientId];
    return { ...(await this.system.makePerson(key, role, clients)), key };
  }

  /**
   * An onboarding form of the client's, sent for signature from the e-signature stand-in's one-signer template:
   * made by a ben admin or broker of the client for themselves (they sign it, and may delete what they made), or
   * by the owner for a fresh ben admin of the client. Its id; its recipient's id and another person of the
   * client (one to reassign it to) go to `extras`.
   */
  private async form(clientId: string, maker?: Caller): Promise<string> {
    const signer = maker?.principal?.id ?? (await this.person('BEN_ADMIN', clientId)).id;
    const res = await this.asOwner(
      'POST',
      `/api/clients/${clientId}/onboarding-forms`,
      { templateId: BILLING_TEMPLATE, recipients: [{ roleName: 'Employer', userId: signer }] },
      undefined,
      maker,
    );
    const id = idOf(res, 'onboarding form');
    const recipients = (res.body as { recipients?: { recipientId: string }[] }).recipients ?? [];
    this.extras['recipientId'] = recipients[0]?.recipientId ?? '';
    this.extras['reassignTo'] = (await this.person('BEN_ADMIN', clientId)).id;
    return id;
  }

  /**
   * A census file of the client's primary policy (a small CSV: a header and one employee), uploaded as the
   * census page does; its validation runs as a job, so the file is waited for (bounded) until its page reads it.
   */
  private async census(clientId: string): Promise<string> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const res = await this.asOwner('POST', `/api/clients/${clientId}/documents`, undefined, {
      name: 'census.csv',
      content: Buffer.from('First Name,Last Name,Date of Birth\nAda,Lovelace,1985-12-10\n'),
      fields: { category: 'census', policyId },
    });
    const id = idOf(res, 'census upload');
    for (let i = 0; i < 50; i++) {
      const file = await this.asOwner('GET', `/api/clients/${clientId}/census/${policyId}/files/${id}`);
      if (file.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return id;
  }

  /**
   * A time offered for the client's kickoff call: the first the call offers, or (for a client not offered one
   * yet) one the owner offers now, next year.
   */
  async callOption(clientId: string): Promise<string> {
    const url = `/api/clients/${clientId}/calls/kickoff-call`;
    type Call = { options?: { id: string }[] };
    let options = ((await this.asOwner('GET', url)).body as Call).options ?? [];
    if (options.length === 0) {
      const startsAt = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
      const offer = await this.asOwner('PUT', `${url}/offer`, {
        options: [{ startsAt, durationMinutes: 30 }],
        topics: [],
      });
      options = (offer.body as Call).options ?? [];
    }
    const id = options[0]?.id;
    if (!id) throw new Error(`call options: the matrix could not make its record (${url})`);
    return id;
  }

  /**
   * A task of the client's seed and an event the caller may fire on it now (its activity's `allowedEvents`:
   * the page's buttons), leaving out the events that need more than the event (a NIGO's reasons, a submission's
   * documents); undefined when no task offers one.
   */
  async taskStep(clientId: string, caller: Caller): Promise<{ taskId: string; event: string } | undefined> {
    const client = this.cast.clientKeyOf(clientId);
    if (!client) return undefined;
    for (const task of SEEDED_TASKS) {
      const taskId = this.cast.tenant.id(`task:${client}:${task}`);
      const res = await this.asOwner(
        'GET',
        `/api/clients/${clientId}/tasks/${taskId}/activity`,
        undefined,
        undefined,
        caller,
      );
      const allowed = ((res.body as { allowedEvents?: string[] }).allowedEvents ?? []).filter(
        (event) => !['nigo', 'submitted', 'resubmitted'].includes(event),
      );
      if (res.status === 200 && allowed[0]) return { taskId, event: allowed[0] };
    }
    return undefined;
  }

  /** The token of a fresh person's activation link (the link staff copy for someone who never signed in). */
  async activationToken(): Promise<string> {
    const person = await this.person('BEN_ADMIN', undefined);
    const res = await this.asOwner('POST', `/api/users/${person.id}/activation-link`);
    const url = (res.body as { url?: string }).url;
    const token = url ? new URL(url).searchParams.get('token') : null;
    if (!token)
      throw new Error(`activation link: the matrix could not make its record (${res.status} ${res.text})`);
    return token;
  }

  /** A bill of the client's primary policy (the bills page's save): its id. */
  async bill(clientId: string): Promise<string> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const res = await this.asOwner('PUT', `/api/clients/${clientId}/bills`, { bills: [{ policyId }] });
    const bills = res.body as { id: string; policyId: string }[];
    const id = Array.isArray(bills) ? bills[bills.length - 1]?.id : undefined;
    if (res.status !== 200 || !id)
      throw new Error(
        `bills: the matrix could not make its record (${res.status} ${res.text.slice(0, 300)})`,
      );
    return id;
  }

  /** A small text document of the client's (category "other"), uploaded as a ben admin's portal does. */
  async document(clientId: string): Promise<string> {
    const res = await this.asOwner('POST', `/api/clients/${clientId}/documents`, undefined, {
      name: 'matrix.txt',
      content: Buffer.from('A document the permission matrix made.\n'),
      fields: { category: 'other' },
    });
    return idOf(res, 'document upload');
  }

  /** A record made by the route that creates it, from its smallest valid body about the client. */
  private async created(
    url: string,
    route: AnyRoute,
    caller: Caller,
    clientId: string | undefined,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const about: Caller = { ...caller, ownClient: clientId };
    const { body } = this.cast.requestFor(route, about, true);
    return idOf(await this.asOwner('POST', url, { ...(body as object), ...extra }), url);
  }
}

/** Tasks the clients seed makes for every demo client (apps/clients/src/demo/seed.ts). */
const SEEDED_TASKS = [
  'kickoff-call',
  'eif-submit-company-information',
  'enrollment-elections',
  'onboarding-forms',
  'prior-carrier-certificates',
  'ongoing-service-call',
  'enrollment-resources',
  'company-profile',
  'dental',
];

/** The e-signature stand-in's template with one signer, "Employer" (tests/system/onboarding-forms). */
const BILLING_TEMPLATE = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02';

/** The kind of person a user route is about (`/users/broker/:userId` a broker), or undefined for any person. */
function kindOfPath(path: string): Role | undefined {
  if (path.includes('/users/broker/')) return 'BROKER';
  if (path.includes('/users/internal/')) return 'SLF_ADMIN';
  if (path.includes('/users/ben-admin/')) return 'BEN_ADMIN';
  return undefined;
}

function idOf(res: request.Response, what: string): string {
  const id = (res.body as { id?: unknown } | undefined)?.id;
  if (res.status >= 300 || typeof id !== 'string')
    throw new Error(
      `${what}: the matrix could not make its record (${res.status} ${res.text.slice(0, 300)})`,
    );
  return id;
}
