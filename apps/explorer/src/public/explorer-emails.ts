import type { ExplorerLanguage, ExplorerLead, QueueEmail } from '@onboard/contracts';

/** A plan as the share e-mail lists it. */
export type SharedPlan = {
  planName: string | null;
  planTypeDisplayName: string | null;
  carrierName: string | null;
};

const KIND: Record<ExplorerLead['externalUser'], string> = { EMPLOYER: 'Employer', BROKER: 'Broker' };

/** The lead form, to the provider's sales mailbox (template EXPLORER_LEAD). */
export function leadEmail(lead: ExplorerLead, salesMailbox: string): QueueEmail {
  const employerLabel = lead.externalUser === 'BROKER' ? 'Client name' : 'Employer name';
  const lines = [
    'A visitor of the Benefits Explorer asked to be contacted.',
    '',
    `Name: ${lead.firstName} ${lead.lastName}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `City: ${lead.city}`,
    `State: ${lead.state}`,
    `Employer/Broker: ${KIND[lead.externalUser]}`,
    `${employerLabel}: ${lead.employerName}`,
    ...(lead.externalUser === 'BROKER' ? [`Broker name: ${lead.brokerName ?? ''}`] : []),
  ];
  return {
    template: 'EXPLORER_LEAD',
    to: [{ email: salesMailbox, userId: null }],
    subject: `Benefits Explorer lead: ${lead.firstName} ${lead.lastName}`.slice(0, 255),
    text: lines.join('\n'),
  };
}

const SHARE_TEXT = {
  en: {
    subject: (site: string) => `Your chosen benefits from ${site}`,
    intro: (site: string) => `Here are the benefits you chose on the ${site} Benefits Explorer:`,
    carrier: 'Carrier',
    link: 'See them on the Benefits Explorer:',
    prepaid: (state: string) => `Your prepaid dental location: ${state}`,
    unnamed: 'Plan',
    footer:
      'You received this e-mail because someone asked the Benefits Explorer to send it to this address.',
  },
  es: {
    subject: (site: string) => `Los beneficios que eligió de ${site}`,
    intro: (site: string) => `Estos son los beneficios que eligió en el Benefits Explorer de ${site}:`,
    carrier: 'Aseguradora',
    link: 'Véalos en el Benefits Explorer:',
    prepaid: (state: string) => `Su ubicación para el plan dental prepagado: ${state}`,
    unnamed: 'Plan',
    footer:
      'Recibió este correo electrónico porque alguien pidió al Benefits Explorer que lo enviara a esta dirección.',
  },
} as const;

/** The share request's e-mail in the chosen language (template EXPLORER_SHARE). */
export function shareEmail(input: {
  to: string;
  language: ExplorerLanguage;
  siteName: string;
  pageUrl: string;
  plans: readonly SharedPlan[];
  prepaidState: string | null;
}): QueueEmail {
  const t = SHARE_TEXT[input.language];
  const lines = [
    t.intro(input.siteName),
    '',
    ...input.plans.map((plan) => {
      const name = plan.planName ?? t.unnamed;
      const type = plan.planTypeDisplayName ? ` (${plan.planTypeDisplayName})` : '';
      const carrier = plan.carrierName ? ` - ${t.carrier}: ${plan.carrierName}` : '';
      return `- ${name}${type}${carrier}`;
    }),
    '',
    ...(input.prepaidState ? [t.prepaid(input.prepaidState), ''] : []),
    t.link,
    input.pageUrl,
    '',
    t.footer,
  ];
  return {
    template: 'EXPLORER_SHARE',
    to: [{ email: input.to, userId: null }],
    subject: t.subject(input.siteName).slice(0, 255),
    text: lines.join('\n'),
  };
}
