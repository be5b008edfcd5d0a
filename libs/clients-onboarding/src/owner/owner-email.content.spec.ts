import { describe, expect, test } from '@jest/globals';
import { OWNER_EMAIL_KINDS } from '@onboard/contracts';
import { ownerEmailContent, taskName, type OwnerEmailData } from './owner-email.content.js';

const POLICY = '00000000-0000-4000-8000-0000000000a1';

function data(overrides: Partial<OwnerEmailData> = {}): OwnerEmailData {
  return {
    client: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Acme <Tools>',
      isRiskRejected: false,
      implementationConsultant: { firstName: 'Ivy', lastName: 'Consultant', email: null },
      policies: [
        {
          id: POLICY,
          primaryPolicy: true,
          phaseId: 'PLAN_APPROVAL',
          slfCoverages: ['Dental'],
          policyEffective: '2026-12-01',
          issuedStateSitus: 'NY',
          infoGatheringDeadline: '2027-06-01',
          enrollmentCensusDeadline: '2026-12-10',
          liveStatusDate: null,
        },
      ],
      plans: [
        {
          id: '00000000-0000-4000-8000-0000000000b1',
          benefitType: 'DENTAL',
          planType: 'PPO',
          carrierName: 'Delta',
        },
      ],
      tasks: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          taskId: 'company-profile',
          policyId: null,
          status: 'Done',
          dueDate: null,
          statusUpdatedAt: null,
          nigoReasons: [],
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          taskId: 'enrollment-elections',
          policyId: POLICY,
          status: 'NIGO',
          dueDate: '2026-12-05',
          statusUpdatedAt: null,
          nigoReasons: [],
        },
      ],
    },
    recentEvents: [
      {
        taskId: 'company-profile',
        status: 'Done',
        at: new Date('2026-11-20T10:00:00Z'),
        byName: 'Bea Admin',
      },
    ],
    allEmployeesActivelyAtWork: null,
    enrollmentStartDate: '2026-11-01',
    enrollmentEndDate: '2026-12-15',
    dental: { [POLICY]: { hasDentalRollover: true, priorCarrierAccumulators: false } },
    webBaseUrl: 'https://onboard.example',
    surveyUrl: 'https://survey.example/s',
    today: '2026-11-26',
    ...overrides,
  };
}

describe('the owner e-mails (decision 141)', () => {
  test('task ids as people read them', () => {
    expect(taskName('company-profile')).toBe('Company profile');
    expect(taskName('pfml-spd')).toBe('PFML SPD');
    expect(taskName('eif-submit-company-information')).toBe('EIF submit company information');
  });

  test('every kind names the client, links to its hub and escapes the HTML', () => {
    for (const kind of OWNER_EMAIL_KINDS) {
      const content = ownerEmailContent(kind, data());
      expect(content.subject).toContain('Acme <Tools>');
      expect(content.text).toContain('https://onboard.example/client/00000000-0000-4000-8000-000000000001');
      expect(content.html).toContain('Acme &#60;Tools&#62;');
      expect(content.html).not.toContain('<Tools>');
    }
  });

  test('activity: the tasks with their displayed statuses and the recent history', () => {
    const { text } = ownerEmailContent('ACTIVITY', data());
    expect(text).toContain('1 of 2 tasks completed');
    expect(text).toContain('- Enrollment elections: Action Required');
    expect(text).toContain('- 2026-11-20 Company profile moved to Completed (Bea Admin)');
  });

  test('upcoming dates: only those within the next 60 days, in order', () => {
    const { text } = ownerEmailContent('UPCOMING_DATES', data());
    const lines = text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- 2026-12-01: Dental takes effect',
      '- 2026-12-05: Enrollment elections due',
      '- 2026-12-10: Dental: enrollment census due',
      '- 2026-12-15: Enrollment closes',
    ]);
    expect(text).not.toContain('2027-06-01');
    expect(text).not.toContain('Enrollment opens');
  });

  test('phase change, risk, survey, actively at work and dental read the client', () => {
    expect(ownerEmailContent('PHASE_CHANGE', data()).text).toContain('- Dental: Plan approval');
    expect(ownerEmailContent('RISK_ACCEPTANCE', data()).subject).toMatch(/^Risk review: accepted/);
    const rejected = data();
    rejected.client.isRiskRejected = true;
    expect(ownerEmailContent('RISK_ACCEPTANCE', rejected).subject).toMatch(/^Risk review: not accepted/);
    expect(ownerEmailContent('POST_ONBOARDING_SURVEY', data()).text).toContain('https://survey.example/s');
    expect(ownerEmailContent('ACTIVELY_AT_WORK_REMINDER', data()).text).toContain(
      'Are all employees actively at work? not answered yet',
    );
    const dental = ownerEmailContent('DENTAL', data()).text;
    expect(dental).toContain('Dental plan PPO (carrier Delta)');
    expect(dental).toContain('dental rollover Yes; prior carrier’s accumulators carried over No');
  });
});
