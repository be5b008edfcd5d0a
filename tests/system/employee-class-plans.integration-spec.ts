import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { employeeClassPlanSchema, employeeClassSchema, planSchema } from '@onboard/contracts';
import { z } from 'zod';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// A class's plans through the gateway against the whole running system (spec §7 employee-classes/…/plans:
// GET, set-benefit-type-plans, waiting-periods, contributions; decision 096): plans chosen per benefit type,
// only the client's own plans of that type, settings kept for plans kept, field errors mapped to the item,
// nothing written when one item is wrong, copies on duplicate, ownership (§6) and change records.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let own: string;
let other: string;
const plansOf = z.array(employeeClassPlanSchema);
let classUrl = '';
let dental: string[] = [];
let life = '';
let otherClientPlan = '';

const errorsOf = (body: unknown) =>
  Object.fromEntries(
    ((body as { errors: { path: string; message: string }[] }).errors ?? []).map((e) => [e.path, e.message]),
  );

beforeAll(async () => {
  ({ sys, own, other, admin, benAdmin, broker, otherBenAdmin } = await TestSystem.clientRecords(
    'employee-class-plans',
    'ecp',
    ['admin', 'benAdmin', 'broker', 'otherBenAdmin'],
    { own: 'cedar-credit-union' },
  ));
  // The client's plans: what it has, plus two dental plans and a life plan.
  const existing = z
    .array(planSchema)
    .parse((await admin.call('get', `/api/clients/${own}/plans`).expect(200)).body);
  const plans = z.array(planSchema).parse(
    (
      await admin
        .call('put', `/api/clients/${own}/plans`, {
          plans: [
            ...existing.map((p) => ({ id: p.id, benefitType: p.benefitType, planType: p.planType })),
            { benefitType: 'DENTAL', planType: 'DENTAL_PPO', carrierName: 'Sun Life' },
            { benefitType: 'DENTAL', planType: 'DENTAL_DHMO', carrierName: 'Sun Life' },
            { benefitType: 'LIFE', planType: 'BASIC_LIFE', carrierName: 'Sun Life' },
          ],
        })
        .expect(200)
    ).body,
  );
  dental = plans.filter((p) => p.benefitType === 'DENTAL').map((p) => p.id);
  life = plans.find((p) => p.benefitType === 'LIFE')?.id ?? '';
  expect(dental.length).toBeGreaterThanOrEqual(2);
  const otherPlans = z
    .array(planSchema)
    .parse((await admin.call('get', `/api/clients/${other}/plans`).expect(200)).body);
  otherClientPlan = otherPlans[0]?.id ?? '';
  const known = (await benAdmin.call('get', `/api/clients/${own}/employee-classes`).expect(200)).body.length;
  const made = employeeClassSchema.parse(
    (
      await benAdmin
        .call('post', `/api/clients/${own}/employee-classes`, { name: 'Hourly', knownClassCount: known })
        .expect(201)
    ).body,
  );
  classUrl = `/api/clients/${own}/employee-classes/${made.id}`;
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe("a class's plans", () => {
  test('plans are chosen per benefit type; choosing again keeps the settings of plans kept', async () => {
    expect(plansOf.parse((await benAdmin.call('get', `${classUrl}/plans`).expect(200)).body)).toEqual([]);
    const chosen = plansOf.parse(
      (
        await benAdmin
          .call('post', `${classUrl}/plans/set-benefit-type-plans`, {
            benefitType: 'DENTAL',
            planIds: [dental[0], dental[1], dental[0]],
          })
          .expect(200)
      ).body,
    );
    expect(chosen.map((p) => p.planId).sort()).toEqual([dental[0], dental[1]].sort());
    expect(chosen.every((p) => p.benefitType === 'DENTAL' && p.waitingPeriod === null)).toBe(true);
    await broker
      .call('post', `${classUrl}/plans/set-benefit-type-plans`, { benefitType: 'LIFE', planIds: [life] })
      .expect(200);

    const first = chosen.find((p) => p.planId === dental[0]);
    await broker
      .call('put', `${classUrl}/plans/waiting-periods`, {
        waitingPeriods: [
          {
            employeeClassPlanId: first?.id,
            waitingPeriod: 'DAYS_90',
            waitingPeriodStarts: 'FIRST_OF_FOLLOWING_MONTH',
          },
        ],
      })
      .expect(200);
    // Dental becomes the first plan alone: it keeps its waiting period, the second goes, life stays.
    const after = plansOf.parse(
      (
        await benAdmin
          .call('post', `${classUrl}/plans/set-benefit-type-plans`, {
            benefitType: 'DENTAL',
            planIds: [dental[0]],
          })
          .expect(200)
      ).body,
    );
    expect(after.map((p) => [p.benefitType, p.planId, p.waitingPeriod, p.waitingPeriodStarts])).toEqual([
      ['DENTAL', dental[0], 'DAYS_90', 'FIRST_OF_FOLLOWING_MONTH'],
      ['LIFE', life, null, null],
    ]);
  });

  test("only the client's own plans of the benefit type being chosen", async () => {
    const res = await benAdmin
      .call('post', `${classUrl}/plans/set-benefit-type-plans`, {
        benefitType: 'DENTAL',
        planIds: [dental[1], life, otherClientPlan],
      })
      .expect(400);
    expect(errorsOf(res.body)).toEqual({
      'body.planIds.1': 'This plan is not of the benefit type being chosen',
      'body.planIds.2': 'This plan is not one of the client’s',
    });
    // Nothing changed.
    const now = plansOf.parse((await benAdmin.call('get', `${classUrl}/plans`).expect(200)).body);
    expect(now.map((p) => p.planId)).toEqual([dental[0], life]);
  });

  test('contributions: a shared premium needs the employer’s part; one wrong item writes nothing', async () => {
    const [dentalPlan, lifePlan] = plansOf.parse(
      (await benAdmin.call('get', `${classUrl}/plans`).expect(200)).body,
    );
    const missing = await benAdmin
      .call('put', `${classUrl}/plans/contributions`, {
        contributions: [
          { employeeClassPlanId: dentalPlan?.id, contributionType: 'SHARED', taxTreatment: 'PRE_TAX' },
        ],
      })
      .expect(400);
    expect(errorsOf(missing.body)).toEqual({
      'body.contributions.0.employerContributionPercentage': 'Please provide a response',
    });
    const tooMuch = await benAdmin
      .call('put', `${classUrl}/plans/contributions`, {
        contributions: [
          {
            employeeClassPlanId: dentalPlan?.id,
            contributionType: 'SHARED',
            employerContributionPercentage: 100,
          },
        ],
      })
      .expect(400);
    expect(Object.keys(errorsOf(tooMuch.body))).toEqual([
      'body.contributions.0.employerContributionPercentage',
    ]);
    const notChosen = await benAdmin
      .call('put', `${classUrl}/plans/contributions`, {
        contributions: [
          { employeeClassPlanId: lifePlan?.id, contributionType: 'EMPLOYER_PAID' },
          { employeeClassPlanId: dental[1], contributionType: 'EMPLOYER_PAID' },
        ],
      })
      .expect(400);
    expect(errorsOf(notChosen.body)).toEqual({
      'body.contributions.1.employeeClassPlanId': 'This plan is not chosen for this class',
    });
    const saved = plansOf.parse(
      (
        await broker
          .call('put', `${classUrl}/plans/contributions`, {
            contributions: [
              {
                employeeClassPlanId: dentalPlan?.id,
                contributionType: 'SHARED',
                employerContributionPercentage: 75,
                taxTreatment: 'PRE_TAX',
              },
              // A percentage only means something for a shared premium.
              {
                employeeClassPlanId: lifePlan?.id,
                contributionType: 'EMPLOYER_PAID',
                employerContributionPercentage: 50,
              },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(saved.map((p) => [p.contributionType, p.employerContributionPercentage, p.taxTreatment])).toEqual([
      ['SHARED', 75, 'PRE_TAX'],
      ['EMPLOYER_PAID', null, null],
    ]);
  });

  test('a duplicated class takes its plans and their settings along; each change is recorded', async () => {
    const copy = employeeClassSchema.parse(
      (await benAdmin.call('post', `${classUrl}/duplicate`).expect(201)).body,
    );
    const copied = plansOf.parse(
      (await benAdmin.call('get', `/api/clients/${own}/employee-classes/${copy.id}/plans`).expect(200)).body,
    );
    expect(
      copied.map((p) => [p.planId, p.waitingPeriod, p.contributionType, p.employerContributionPercentage]),
    ).toEqual([
      [dental[0], 'DAYS_90', 'SHARED', 75],
      [life, null, 'EMPLOYER_PAID', null],
    ]);
    // This client's records (other files on a shared system change class plans of clients of their own).
    const { rows } = await sys.sql.query<{ n: string }>(
      `select count(*) as "n" from "clients"."change_record"
        where "entity" = 'EmployeeClassPlan' and "metadata"->>'clientId' = $1`,
      [own],
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(6);
  });

  test("another client's ben admin can neither read nor change them", async () => {
    await otherBenAdmin.call('get', `${classUrl}/plans`).expect(403);
    await otherBenAdmin
      .call('post', `${classUrl}/plans/set-benefit-type-plans`, { benefitType: 'DENTAL', planIds: [] })
      .expect(403);
    // A class of another client under this client's address is not found.
    const known = (await admin.call('get', `/api/clients/${other}/employee-classes`).expect(200)).body.length;
    const theirs = employeeClassSchema.parse(
      (
        await admin
          .call('post', `/api/clients/${other}/employee-classes`, { name: 'Theirs', knownClassCount: known })
          .expect(201)
      ).body,
    );
    await benAdmin.call('get', `/api/clients/${own}/employee-classes/${theirs.id}/plans`).expect(404);
  });
});
