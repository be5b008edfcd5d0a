/**
 * The EIF's five steps and their sub-steps in order (spec §4 "EIF structure"), with the ids the web's routes
 * use. Their English titles are in the contracts' eif-labels.ts (EIF_STEP_TITLES, EIF_SUB_STEP_TITLES).
 */
export const EIF_TASK_ID = 'eif-submit-company-information';

export const EIF_STEPS = [
  {
    id: 'company-information',
    subSteps: [
      'benefits-administration-and-data-feed',
      'tax-id',
      'subsidiaries-and-affiliates',
      'current-sun-life-policies',
      'previous-coverage-information',
    ],
  },
  {
    id: 'plan-administrators-&-billing',
    subSteps: [
      'plan-administrators',
      'billing-preferences',
      'claims-payment-reimbursement',
      'claims-check-mailing-locations',
      'monthly-claims-reports-and-eobs',
      'malpractice-reimbursements',
    ],
  },
  {
    id: 'plan-configuration-&-eligibility',
    subSteps: ['class-builder', 'non-class-benefits-preferences', 'fli-preferences'],
  },
  {
    id: 'other-contract-details',
    subSteps: [
      'confirm-policy-anniversary',
      'additional-waiting-period-rules',
      'rehire-provision',
      'union-members-and-domestic-partners',
      'changes-during-annual-enrollment',
      'termination-of-insurance',
      'age-rules',
      'other-changes-to-coverage',
      'employee-certificate',
      'section-125',
      'erisa',
      'value-added-services',
    ],
  },
  { id: 'review-&-submit', subSteps: [] },
] as const;

export type EifStepId = (typeof EIF_STEPS)[number]['id'];
export type EifSubStepId = (typeof EIF_STEPS)[number]['subSteps'][number];
