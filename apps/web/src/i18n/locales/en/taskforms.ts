/**
 * English texts of the `taskforms` namespace: the working parts of the PFML, SPD, dental rollover, deductible
 * and maximum report and company profile task pages (issue 12 items 5 to 7), fetched with the feature.
 */
export const taskforms = {
  loadError: 'The answers could not be loaded. Please reload the page.',
  status: { notStarted: 'Not Started', inProgress: 'In Progress', done: 'Done' },
  pfml: {
    title: 'PFML sections',
    intro:
      'Answer the paid family and medical leave questions for each state. These are the same answers as in the Employer Information Form; they are saved as you go.',
    none: 'This policy has no Colorado, Delaware or Maine PFML plan, so there is nothing to answer here.',
    states: { CO: 'Colorado', DE: 'Delaware', ME: 'Maine' },
    noPlan:
      'Your implementation consultant is still setting up this plan. Its questions appear here once it is ready.',
    allDone: 'Every section is done. You can now send this task for review.',
    notAllDone: 'A section is done once its state’s last question is answered for each plan.',
  },
  spd: {
    title: 'Acknowledge the summary plan description',
    explanation: {
      'pfml-spd':
        'The summary plan description (SPD) of your PFML plan explains its benefits to your employees. Once it is listed under Documents, download it, review it and confirm that you will give it to your employees.',
      'sunadvisor-spd':
        'The SunAdvisor summary plan description (SPD) explains the SunAdvisor services to your employees. Once it is listed under Documents, download it, review it and confirm that you will give it to your employees.',
    },
    confirm:
      'I confirm that we received the summary plan description and will distribute it to our employees.',
    acknowledge: 'Acknowledge',
    waitForDocument: 'You can acknowledge it once the summary plan description is listed under Documents.',
    acknowledged: 'Acknowledged by {{name}} on {{date}}.',
    failed: 'The acknowledgement could not be saved. Please try again.',
  },
  dentalRollover: {
    title: 'Dental rollover',
    explanation:
      'With dental rollover, part of what an employee does not use of the annual maximum is carried into the next year. If the amounts your employees built up with your prior carrier should carry over, upload the prior carrier’s accumulator file under Documents.',
  },
  deductibleReport: {
    title: 'What to upload',
    explanation:
      'Upload your prior carrier’s deductible and maximum report: for each member, the deductible met and the benefits used toward the annual maximum this plan year, so your employees are credited for them.',
  },
  companyProfile: {
    detailsTitle: 'Company details',
    name: 'Company name',
    caseId: 'Case ID',
    employees: 'Number of employees',
    taxId: 'Tax ID',
    taxIdMasked: 'Ending in {{last4}}',
    notGiven: 'Not given',
    consultant: 'Implementation consultant',
    consultantNone: 'Not assigned yet',
    detailsNote: 'To change these details, contact your implementation consultant.',
    answersTitle: 'Company information',
    answersIntro:
      'These answers are part of your Employer Information Form; they are saved as you go. Changes made after the form is signed are sent for review.',
  },
} as const;
