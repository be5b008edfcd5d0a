/** /lab/about (decision 029): what Onboard is, for whom (spec section 1), and how to get help. */
export const about = {
  title: 'About Onboard',
  intro:
    'Onboard is the onboarding portal of a group-benefits insurer: the place where a new group’s benefits (life, disability, dental, vision, accident, paid family leave and similar coverages) are set up, from the first call to the day coverage goes live.',
  audiences: {
    title: 'Who uses it',
    employers:
      'Employers complete their onboarding tasks, upload and validate census files, sign onboarding forms and fill in the employer information form.',
    brokers: 'Brokers see their clients and can open a client as a viewer.',
    benAdmins: 'Benefit administrators see their clients and can open a client as a viewer.',
    staff:
      'Our staff create and manage clients, brokers, benefit administrators, internal users and the e-mails sent.',
    signers: 'Outside signers review and sign, or accept changes, through a link without a regular account.',
  },
  explorer: {
    title: 'Benefits Explorer',
    body: 'Employees of our clients learn about the coverages their employer offers on public Benefits Explorer pages.',
  },
  help: {
    title: 'Getting help',
    body: 'Questions about Onboard? E-mail',
    status: 'See the system status',
  },
} as const;
