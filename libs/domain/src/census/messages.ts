import { FIELD_MESSAGES } from '@onboard/contracts';

/**
 * The census messages, by code (the code is the i18n key the web translates; English is this table). Where the
 * spec has a message for the same check (zip, state, e-mail, date) its text is reused verbatim. Placeholders
 * `{{name}}` are filled by `censusMessage`.
 */
export const CENSUS_MESSAGES = {
  // Row rules.
  required: '{{field}} is required',
  dateFormat: 'Date needs to be in the format MM/DD/YYYY or YYYY-MM-DD',
  invalidDate: FIELD_MESSAGES.invalidDate,
  ssnFormat: 'SSN needs to be in the format ###-##-#### or #########',
  ssnInvalid: 'Not a valid SSN',
  zipFormat: FIELD_MESSAGES.zipFormat,
  stateInvalid: FIELD_MESSAGES.stateInvalid,
  email: FIELD_MESSAGES.email,
  emailTooLong: FIELD_MESSAGES.emailTooLong,
  number: FIELD_MESSAGES.number,
  amount: 'Amount needs to be a number such as 52000 or $52,000.00',
  hoursRange: 'Hours per week need to be from 0 to 168',
  amountRange: 'Amount needs to be from 0 to 99,999,999.99',
  gender: 'Gender needs to be M, F or X',
  relationship: 'Relationship needs to be Employee, Spouse, Child or Domestic partner',
  yesno: 'Please enter Y or N',
  textTooLong: FIELD_MESSAGES.textTooLong,
  // The class names the client has, so the user sees what the file should say (issue 27 item 1).
  employeeClassUnknown:
    'This employee class is not one of the client’s: {{value}}. The client’s classes are: {{classes}}',
  employeeClassNone:
    'The client has no employee classes yet: add them in the EIF, Plan Configuration & Eligibility > Class builder',
  coverageUnknown: 'This coverage is not on the policy: {{value}}',
  columnCount: 'This row has {{found}} values; the header row has {{expected}}',
  ssnDuplicate: 'This SSN is also on row {{row}}',
  employeeIdDuplicate: 'This employee ID is also on employee row {{row}}',
  dependentWithoutEmployee: 'No employee row has this employee ID',
  birthInFuture: 'Date of birth is in the future',
  birthTooEarly: 'Date of birth is more than 120 years ago',
  hireBeforeAge14: 'Date of hire is before the employee’s 14th birthday',
  hireInFuture: 'Date of hire is more than a year from now',
  childOver26: 'This child is 26 or older',
  noCoverage: 'No coverage elected',
  // File rules (domainValidations).
  emptyFile: 'The file has no rows',
  noHeader: 'The file has no header row',
  missingColumn: 'The file has no column for {{field}}',
  fieldMappedTwice: '{{field}} is chosen for more than one column',
  duplicateHeader: 'The header {{header}} is in more than one column; only the first is used',
  unmappedColumns: 'These columns are not used: {{headers}}',
  noEmployees: 'The file has no employee rows',
  tooManyRows: 'The file has more than {{max}} rows',
  manyRowsFailing: '{{percent}}% of the rows have errors: check the column mapping',
  issuesTruncated: 'Only the first {{max}} issues are listed; the file has {{count}}',
  coverageNotElected: 'No one in the file elected {{value}}',
  unclosedQuote: 'A quoted value that starts on row {{row}} is never closed',
  unreadableFile: 'The file could not be read as {{kind}}: {{reason}}',
} as const;

export type CensusMessageCode = keyof typeof CENSUS_MESSAGES;

const numberInWords = (value: number): string => value.toLocaleString('en-US');

/** A census message's English text, its placeholders filled in. */
export function censusMessage(
  code: CensusMessageCode,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const text: string = CENSUS_MESSAGES[code];
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{{${name}}}`;
    return typeof value === 'number' ? numberInWords(value) : value;
  });
}
