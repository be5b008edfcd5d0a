import type { CareService, CareUse, CoverageTier } from '@onboard/domain';

/**
 * The texts of the guided "which plan fits me" (issue 34 items 2 and 4), English and Spanish. Kept with the
 * finder, which loads when it is opened, so the site page's first load does not carry them (item 7).
 */
export type FinderTexts = {
  open: string;
  close: string;
  title: string;
  intro: string;
  tier: string;
  tiers: Record<CoverageTier, string>;
  care: string;
  cares: Record<CareUse | 'custom', string>;
  careHints: Record<CareUse, string>;
  services: Record<CareService, string>;
  countError: string;
  taxBracket: string;
  taxBracketHint: string;
  noBracket: string;
  results: string;
  fixFields: string;
  expected: string;
  range: string;
  parts: string;
  employerMoney: string;
  taxSavings: string;
  capped: string;
  reasons: Record<CareUse | 'custom', string>;
  capsBadYear: string;
  unpriced: string;
  noneRanked: string;
  howTitle: string;
  how: string;
  costTable: string;
  service: string;
  typicalCost: string;
  useTable: string;
  perPerson: string;
  perHousehold: string;
  assumedCoinsurance: string;
  estimateOnly: string;
};

export const FINDER_EN: FinderTexts = {
  open: 'Which plan fits me?',
  close: 'Close the plan finder',
  title: 'Which plan fits me?',
  intro:
    'Answer three questions: we rank every medical plan by what a year would cost you, premiums and care together. Nothing you enter leaves this browser.',
  tier: 'Who will the plan cover?',
  tiers: {
    employee: 'Just me',
    employeeSpouse: 'Me and my spouse',
    employeeChildren: 'Me and my children',
    family: 'My family',
  },
  care: 'How much care do you expect in a year?',
  cares: { low: 'Low', moderate: 'Moderate', high: 'High', custom: 'Let me count my visits' },
  careHints: {
    low: 'A checkup and a couple of generic prescriptions each.',
    moderate: 'A few doctor and specialist visits, urgent care once, regular prescriptions.',
    high: 'Frequent visits and prescriptions, an emergency-room visit, a procedure and a hospital stay.',
  },
  services: {
    primaryCare: 'Primary-care visits',
    specialist: 'Specialist visits',
    urgentCare: 'Urgent-care visits',
    rxGeneric: 'Generic prescriptions (monthly fills)',
    rxPreferred: 'Preferred-brand prescriptions (monthly fills)',
    rxNonPreferred: 'Non-preferred prescriptions (monthly fills)',
    rxSpecialty: 'Specialty prescriptions (monthly fills)',
    emergencyRoom: 'Emergency-room visits',
    outpatientProcedure: 'Outpatient procedures (a scan, a minor surgery)',
    hospitalStay: 'Hospital stays',
  },
  countError: 'Enter a whole number from 0 to 365',
  taxBracket: 'Your federal tax bracket (optional)',
  taxBracketHint:
    'With an HSA-eligible plan, money you put in your HSA is not taxed: this counts that saving.',
  noBracket: 'I’d rather not say',
  results: 'Your plans, lowest yearly cost first',
  fixFields: 'Correct the fields above to see your ranking.',
  expected: 'Expected yearly cost: {{amount}}',
  range: 'From {{low}} in a low-use year to {{high}} in a high-use year',
  parts: 'Premiums {{premiums}} + care {{outOfPocket}}',
  employerMoney: 'employer’s account money −{{amount}}',
  taxSavings: 'tax saving −{{amount}}',
  capped: 'This year reaches the plan’s out-of-pocket maximum.',
  reasons: {
    low: 'Lowest total cost for low use',
    moderate: 'Lowest total cost for moderate use',
    high: 'Lowest total cost for high use',
    custom: 'Lowest total cost for the care you counted',
  },
  capsBadYear: ', and the out-of-pocket maximum caps a bad year at {{amount}}',
  unpriced: 'No premium given for this coverage: {{plans}}',
  noneRanked: 'None of the plans gives a premium for this coverage yet. Ask your benefits team.',
  howTitle: 'How we estimate',
  how: 'An estimate to compare plans, not a quote. A year’s premiums are the premium per paycheck times the paychecks. Care is priced at typical in-network costs (below): each visit or prescription pays the plan’s copay when it has one, otherwise the deductible first and then the coinsurance (20% when the plan does not say), and never more than the out-of-pocket maximum in a year. Money your employer puts in an HSA counts in full (it is yours); HRA money counts for the care it pays. The tax saving is what you would put in an HSA to pay the rest, within the yearly limits, at your bracket. In-network care only.',
  costTable: 'Typical in-network cost of each service',
  service: 'Service',
  typicalCost: 'Typical cost',
  useTable: 'What each level of use counts in a year',
  perPerson: 'per person',
  perHousehold: 'per household',
  assumedCoinsurance: 'The plan gives no coinsurance: 20% is assumed.',
  estimateOnly: 'Estimate only',
};

export const FINDER_ES: FinderTexts = {
  open: '¿Qué plan me conviene?',
  close: 'Cerrar el buscador de planes',
  title: '¿Qué plan me conviene?',
  intro:
    'Responda tres preguntas: ordenamos cada plan médico por lo que le costaría un año, primas y atención juntas. Nada de lo que escriba sale de este navegador.',
  tier: '¿A quién cubrirá el plan?',
  tiers: {
    employee: 'Solo a mí',
    employeeSpouse: 'A mí y a mi cónyuge',
    employeeChildren: 'A mí y a mis hijos',
    family: 'A mi familia',
  },
  care: '¿Cuánta atención médica espera en un año?',
  cares: { low: 'Poca', moderate: 'Moderada', high: 'Mucha', custom: 'Quiero contar mis consultas' },
  careHints: {
    low: 'Un chequeo y un par de recetas genéricas por persona.',
    moderate: 'Algunas consultas con el médico y el especialista, una visita de urgencia, recetas regulares.',
    high: 'Consultas y recetas frecuentes, una visita a emergencias, un procedimiento y una hospitalización.',
  },
  services: {
    primaryCare: 'Consultas de atención primaria',
    specialist: 'Consultas con especialistas',
    urgentCare: 'Visitas de atención de urgencia',
    rxGeneric: 'Recetas genéricas (surtidos mensuales)',
    rxPreferred: 'Recetas de marca preferidas (surtidos mensuales)',
    rxNonPreferred: 'Recetas no preferidas (surtidos mensuales)',
    rxSpecialty: 'Recetas especializadas (surtidos mensuales)',
    emergencyRoom: 'Visitas a la sala de emergencias',
    outpatientProcedure: 'Procedimientos ambulatorios (un estudio, una cirugía menor)',
    hospitalStay: 'Hospitalizaciones',
  },
  countError: 'Introduzca un número entero de 0 a 365',
  taxBracket: 'Su tramo de impuesto federal (opcional)',
  taxBracketHint:
    'Con un plan compatible con HSA, el dinero que aporta a su HSA no paga impuestos: esto cuenta ese ahorro.',
  noBracket: 'Prefiero no decirlo',
  results: 'Sus planes, del menor costo anual al mayor',
  fixFields: 'Corrija los campos de arriba para ver su clasificación.',
  expected: 'Costo anual esperado: {{amount}}',
  range: 'De {{low}} en un año de poco uso a {{high}} en un año de mucho uso',
  parts: 'Primas {{premiums}} + atención {{outOfPocket}}',
  employerMoney: 'dinero de la cuenta del empleador −{{amount}}',
  taxSavings: 'ahorro de impuestos −{{amount}}',
  capped: 'Este año alcanza el máximo de gastos de bolsillo del plan.',
  reasons: {
    low: 'El menor costo total con poco uso',
    moderate: 'El menor costo total con uso moderado',
    high: 'El menor costo total con mucho uso',
    custom: 'El menor costo total para la atención que contó',
  },
  capsBadYear: ', y el máximo de gastos de bolsillo limita un mal año a {{amount}}',
  unpriced: 'Sin prima para esta cobertura: {{plans}}',
  noneRanked: 'Ningún plan indica todavía una prima para esta cobertura. Consulte a su equipo de beneficios.',
  howTitle: 'Cómo lo calculamos',
  how: 'Una estimación para comparar planes, no una cotización. Las primas del año son la prima por cheque de pago por el número de cheques. La atención se calcula con costos típicos dentro de la red (abajo): cada consulta o receta paga el copago del plan cuando lo tiene; si no, primero el deducible y luego el coseguro (20% cuando el plan no lo indica), y nunca más que el máximo de gastos de bolsillo del año. El dinero que su empleador aporta a una HSA cuenta entero (es suyo); el de una HRA cuenta por la atención que paga. El ahorro de impuestos es lo que aportaría a una HSA para pagar el resto, dentro de los límites anuales, según su tramo. Solo atención dentro de la red.',
  costTable: 'Costo típico dentro de la red de cada servicio',
  service: 'Servicio',
  typicalCost: 'Costo típico',
  useTable: 'Lo que cuenta cada nivel de uso en un año',
  perPerson: 'por persona',
  perHousehold: 'por hogar',
  assumedCoinsurance: 'El plan no indica coseguro: se supone un 20%.',
  estimateOnly: 'Solo una estimación',
};

/** `{{name}}` placeholders filled from `values`. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
