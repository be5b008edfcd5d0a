import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  changeLogPageSchema,
  deifChangesSchema,
  locationSchema,
  undoIcEditsSchema,
  type ChangeLogEntry,
  type DeifChanges,
} from '@onboard/contracts';
import { TestSystem, type Session, type Tenant, SYSTEM_START_TIMEOUT } from './harness.js';

// Changes to a signed EIF and their review, through the gateway against the whole running system (issue 10
// item 2; spec §4 "EIF phases and change tracking", §6 undo implementer edits, §7 change-log/deif-changes and
// undo-ic-edits). Maple Dental's EIF is signed in the demo data; its ben admin is the authorized signer.

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let tenant: Tenant;
let maple: string;
let base: string;

const changes = async (session: Session = benAdmin): Promise<DeifChanges> =>
  deifChangesSchema.parse((await session.call('get', `${base}/change-log/deif-changes`).expect(200)).body);

/** The changes shown, as `sub-step: entity.attribute previous → value (status)`. */
const shown = (view: DeifChanges): string[] =>
  view.subSteps.flatMap((s) =>
    s.changes.map(
      (c) =>
        `${s.subStepId}: ${c.entity}.${c.attributeKey} ${JSON.stringify(c.previousValue)} → ${JSON.stringify(c.value)} (${c.status})`,
    ),
  );

async function answer(session: Session, body: object): Promise<void> {
  const res = await session.call('patch', `${base}/eif-answers`, body);
  expect({ status: res.status, body: res.status === 200 ? 'saved' : res.body }).toEqual({
    status: 200,
    body: 'saved',
  });
}

const messageOf = (body: unknown) => (body as { message: string }).message;

beforeAll(async () => {
  sys = await TestSystem.shared('deif-changes');
  tenant = await sys.tenant('deif-changes');
  maple = tenant.client('maple-dental');
  base = `/api/clients/${maple}`;
  admin = await sys.signIn(await sys.makeUser('deifadmin', 'SLF_ADMIN'), 'deifadmin');
  owner = await sys.signIn(await sys.makeUser('deifowner', 'SLF_OWNER'), 'deifowner');
  benAdmin = await sys.signIn(await sys.makeUser('deifbenadmin', 'BEN_ADMIN', [maple]), 'deifbenadmin');
  broker = await sys.signIn(await sys.makeUser('deifbroker', 'BROKER', [maple]), 'deifbroker');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('changes after signing', () => {
  let location: string;

  test('a signed EIF with no changes since: post-sign, nothing pending', async () => {
    const view = await changes();
    expect(view.phase).toBe('post-sign-with-edit');
    expect(view.review.signedAt).not.toBeNull();
    expect(view.subSteps).toEqual([]);
    expect(view).toMatchObject({ hasPendingChanges: false, readyForReview: false, requiresReview: false });
  });

  test('staff and the employer change answers and records: each shows on its sub-step, pending', async () => {
    await answer(admin, { erisaPlanNumber: '502' });
    await answer(admin, { erisaPlanNumber: '503' });
    await answer(benAdmin, { rehireProvision: 'MONTHS_12' });
    location = locationSchema.parse(
      (
        await admin
          .call('post', `${base}/locations`, {
            name: 'Albany office',
            address1: '9 State St',
            city: 'Albany',
            state: 'NY',
            zipCode: '12207',
          })
          .expect(201)
      ).body,
    ).id;
    // A change and its reversal net to nothing (spec §4: a no-op is dropped).
    await answer(benAdmin, { erisaPlanYearEndDateMMDD: '06/30' });
    await answer(benAdmin, { erisaPlanYearEndDateMMDD: '12/31' });

    const view = await changes(broker);
    expect(shown(view)).toEqual([
      'claims-check-mailing-locations: Location.address1 null → "9 State St" (pending)',
      'claims-check-mailing-locations: Location.city null → "Albany" (pending)',
      'claims-check-mailing-locations: Location.name null → "Albany office" (pending)',
      'claims-check-mailing-locations: Location.state null → "NY" (pending)',
      'claims-check-mailing-locations: Location.zipCode null → "12207" (pending)',
      'rehire-provision: Client.rehireProvision "MONTHS_6" → "MONTHS_12" (pending)',
      'erisa: Client.erisaPlanNumber "501" → "503" (pending)',
    ]);
    const albany = view.subSteps[0]?.changes[0];
    expect(albany).toMatchObject({ label: 'Albany office', operation: 'create', newRecord: true });
    expect(view).toMatchObject({ hasPendingChanges: true, readyForReview: false, requiresReview: false });
    // A record created and removed while pending vanishes.
    const gone = locationSchema.parse(
      (
        await benAdmin
          .call('post', `${base}/locations`, {
            name: 'Temp',
            address1: '1 A St',
            city: 'Troy',
            state: 'NY',
            zipCode: '12180',
          })
          .expect(201)
      ).body,
    );
    await benAdmin.call('delete', `${base}/locations/${gone.id}`).expect(200);
    expect(shown(await changes())).toHaveLength(7);
  });

  test('the signer decides only once staff mark the changes ready for review', async () => {
    const early = await benAdmin.call('post', `${base}/change-log/deif-changes/accept`).expect(409);
    expect(messageOf(early.body)).toBe('The changes are not ready for review yet');
    // Only staff mark them ready (spec §6: the implementers' side).
    await benAdmin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(403);
    const ready = deifChangesSchema.parse(
      (await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200)).body,
    );
    expect(ready).toMatchObject({ readyForReview: true, requiresReview: true, hasPendingChanges: true });
    expect(ready.review.readyForReviewAt).not.toBeNull();
  });

  test('only the authorized signer decides; a decline needs its reason', async () => {
    for (const session of [admin, broker]) {
      const res = await session.call('post', `${base}/change-log/deif-changes/accept`).expect(403);
      expect(messageOf(res.body)).toBe('Only the authorized signer can sign the EIF');
    }
    const noReason = await benAdmin
      .call('post', `${base}/change-log/deif-changes/decline`, { reason: '  ' })
      .expect(400);
    expect((noReason.body as { errors: { path: string; message: string }[] }).errors).toMatchObject([
      { path: 'body.reason', message: 'Please provide a response' },
    ]);
    const declined = deifChangesSchema.parse(
      (
        await benAdmin
          .call('post', `${base}/change-log/deif-changes/decline`, { reason: 'The plan number is 501.' })
          .expect(200)
      ).body,
    );
    expect(declined.review).toMatchObject({ declinedReason: 'The plan number is 501.' });
    expect(declined.review.declinedBy).not.toBeNull();
    expect(new Set(declined.subSteps.flatMap((s) => s.changes.map((c) => c.status)))).toEqual(
      new Set(['declined']),
    );
    expect(declined).toMatchObject({ hasPendingChanges: false, readyForReview: false });
  });

  test('admins undo the implementers’ changes not accepted; the employer’s stay', async () => {
    await benAdmin.call('post', `${base}/undo-ic-edits`).expect(403);
    const undo = undoIcEditsSchema.parse(
      (await owner.call('post', `${base}/undo-ic-edits`).expect(200)).body,
    );
    // Two answer saves and one location by staff.
    expect(undo.undone).toBe(3);
    expect(shown(undo.changes)).toEqual([
      'rehire-provision: Client.rehireProvision "MONTHS_6" → "MONTHS_12" (declined)',
    ]);
    expect(undo.changes.review.undoneAt).not.toBeNull();
    // Undone after the last decision and not ready for review since: a click-through is needed.
    expect(undo.changes.needsClickThrough).toBe(true);
    const answers = (await admin.call('get', `${base}/eif-answers`).expect(200)).body as {
      answers: Record<string, unknown>;
    };
    expect(answers.answers.erisaPlanNumber).toBe('501');
    expect(answers.answers.rehireProvision).toBe('MONTHS_12');
    await admin
      .call('put', `${base}/locations/${location}`, {
        name: 'x',
        address1: 'x',
        city: 'x',
        state: 'NY',
        zipCode: '12207',
      })
      .expect(404);
    // Again: nothing left to undo.
    const again = undoIcEditsSchema.parse(
      (await owner.call('post', `${base}/undo-ic-edits`).expect(200)).body,
    );
    expect(again.undone).toBe(0);
  });

  test('accepting takes what was ready for review; a change made after it waits for the next review', async () => {
    await answer(admin, { erisaPlanNumber: '505' });
    await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200);
    await answer(admin, { unionMembersCovered: true });
    const accepted = deifChangesSchema.parse(
      (await benAdmin.call('post', `${base}/change-log/deif-changes/accept`).expect(200)).body,
    );
    expect(shown(accepted)).toEqual([
      'rehire-provision: Client.rehireProvision "MONTHS_6" → "MONTHS_12" (declined)',
      'union-members-and-domestic-partners: Client.unionMembersCovered false → true (pending)',
      'erisa: Client.erisaPlanNumber "501" → "505" (accepted)',
    ]);
    expect(accepted.review.acceptedAt).not.toBeNull();
    expect(accepted.needsClickThrough).toBe(false);
    // Nothing to mark ready once nothing is pending.
    await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200);
    await benAdmin.call('post', `${base}/change-log/deif-changes/accept`).expect(200);
    const none = await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(409);
    expect(messageOf(none.body)).toBe('There are no changes to review');
  });

  test('an EIF not signed has nothing to review', async () => {
    const harbor = tenant.client('harbor-logistics');
    const view = deifChangesSchema.parse(
      (await admin.call('get', `/api/clients/${harbor}/change-log/deif-changes`).expect(200)).body,
    );
    expect(view).toMatchObject({ phase: 'pre-sign', subSteps: [], hasPendingChanges: false });
    const res = await admin.call('post', `/api/clients/${harbor}/undo-ic-edits`).expect(409);
    expect(messageOf(res.body)).toBe('The EIF is not signed yet');
  });
});

describe('the audit trail', () => {
  const page = async (session: Session, query: string) =>
    changeLogPageSchema.parse((await session.call('get', `${base}/change-log?${query}`).expect(200)).body);

  test('every change, newest first, paged by its cursor without a gap or a repeat', async () => {
    const all: ChangeLogEntry[] = [];
    let next: string | null = '';
    let pages = 0;
    while (next !== null) {
      const result = await page(admin, `limit=3${next ? `&after=${next}` : ''}`);
      all.push(...result.items);
      next = result.next;
      pages += 1;
    }
    const whole = await page(admin, 'limit=100');
    expect(whole.next).toBeNull();
    expect(all.map((e) => e.id)).toEqual(whole.items.map((e) => e.id));
    // Fetching one row more than asked tells the last page without an empty one after it.
    expect(pages).toBe(Math.ceil(whole.items.length / 3));
    const times = all.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Who, when, what, before and after: the staff's first answer of this file is there.
    const first = all.at(-1);
    expect(first).toMatchObject({ entity: 'Client', operation: 'update', role: 'SLF_ADMIN' });
    expect(first?.details).toEqual([
      { attributeKey: 'erisaPlanNumber', previousValue: '501', value: '502', status: 'declined' },
    ]);
  });

  test('filtered by entity, person and dates', async () => {
    const locations = await page(admin, 'entity=Location&limit=100');
    expect(locations.items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(locations.items.map((e) => e.entity))).toEqual(new Set(['Location']));
    const someone = locations.items.find((e) => e.role === 'BEN_ADMIN')?.createdBy ?? '';
    const theirs = await page(admin, `userId=${someone}&limit=100`);
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(new Set(theirs.items.map((e) => e.createdBy))).toEqual(new Set([someone]));
    const future = await page(admin, `from=${encodeURIComponent('2999-01-01T00:00:00Z')}`);
    expect(future.items).toEqual([]);
    const bad = await admin.call('get', `${base}/change-log?from=yesterday&after=zzz`).expect(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['query.from']);
  });

  test('exported as CSV, a formula-like value quoted; the client’s own people read it, no one else', async () => {
    await admin
      .call('post', `${base}/locations`, {
        name: '=HYPERLINK("http://evil.example","x")',
        address1: '1 Main St',
        city: 'Albany',
        state: 'NY',
        zipCode: '12207',
      })
      .expect(201);
    const res = await benAdmin.call('get', `${base}/change-log/export?entity=Location`).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=/);
    const csv = Buffer.isBuffer(res.body) ? res.body.toString() : res.text;
    expect(csv.split('\r\n')[0]).toBe('When,Who,Role,Entity,Record,Operation,Attribute,Before,After,Review');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
    const other = await sys.signIn(
      await sys.makeUser('deifotherba', 'BEN_ADMIN', [tenant.client('harbor-logistics')]),
      'deifotherba',
    );
    await other.call('get', `${base}/change-log`).expect(403);
    await other.call('get', `${base}/change-log/export`).expect(403);
  });
});
