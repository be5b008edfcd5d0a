// No zod here: the web's first page imports these (its English texts) and must not pull zod in.

/**
 * Every message a schema of the contracts or a service gives about a field or a request, by key: the i18n key
 * the web translates (its `fieldMessages` namespace; English is this table itself), with the English text the
 * API answers in `errors[{path, message}]` (WIRE FORMAT: the texts the spec quotes are verbatim).
 *
 * zod issues carry the key as their message (`msg('taxIdFormat')` in a schema; `fieldMessageOf` for checks
 * without a message of their own) and the values of its placeholders in the issue itself (`maximum`, …) or in a
 * custom issue's `params`. `fieldErrorsFromZod` turns them into `{path, message, key, params}`, the message in
 * English; the web shows `key` with `params` in the user's language and never looks a text up by its English.
 */
export const FIELD_MESSAGES = {
  // Checks without a message of their own (zod's texts are written for programmers).
  required: 'Please provide a response',
  text: 'Please enter text',
  number: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  yesOrNo: 'Please choose yes or no',
  list: 'Please provide a list',
  value: 'Please provide a valid value',
  option: 'Please choose one of the options',
  textTooLong: 'Please enter at most {{max}} characters',
  textTooShort: 'Please enter at least {{min}} characters',
  numberTooBig: 'Please enter a number no greater than {{max}}',
  numberTooBigExclusive: 'Please enter a number less than {{max}}',
  numberTooSmall: 'Please enter a number no less than {{min}}',
  numberTooSmallExclusive: 'Please enter a number greater than {{min}}',
  tooManyItems: 'Please choose at most {{max}} items',
  atLeastOneItem: 'Please choose at least one item',
  tooFewItems: 'Please choose at least {{min}} items',
  multipleOf: 'Please enter a multiple of {{divisor}}',
  format: 'Please use the expected format',
  email: 'Please enter a valid email address',
  id: 'Please enter a valid id',
  date: 'Please enter a valid date',
  webAddress: 'Please enter a valid web address',
  unknownFields: 'These fields are not accepted here: {{keys}}',
  // The schemas' own (the spec's texts and a few written for one check).
  emailTooLong: 'Please enter email address no longer than 191 characters',
  phone: 'Please enter a valid phone number',
  passCode: 'Enter the 6-digit code from your authenticator app',
  passwordsDoNotMatch: 'The passwords do not match',
  taxIdFormat: 'Tax id needs to be in the format ##-#######',
  dateFormat: 'Date needs to be in the format YYYY-MM-DD',
  mmddFormat: 'Date needs to be in the format MM/DD',
  invalidDate: 'Not a valid date',
  tooManyEifAnswers: 'At most {{max}} answers at a time',
  eifConfirmRequired: 'Please confirm the information is accurate and complete',
  stateInvalid: 'State not valid',
  timeZone: 'Please choose a valid time zone',
  compensationTwice: 'Each kind of pay can be listed once',
  zipFormat: 'Zip code needs to be in the format ##### or #####-####',
  locationNameRequired: 'Location name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  managedLocationsRequired: 'Please choose at least one location',
  locationTwice: 'This location is listed twice',
  billTwice: 'This bill is listed twice',
  onePolicy: 'A client needs at least one policy',
  onePrimaryPolicy: 'Exactly one policy must be the primary policy',
  tooManyAnswers: 'At most 50 answers at a time',
  limitRange: 'limit must be between 1 and 100',
  offsetMin: 'offset must be 0 or more',
  pageNumber: 'Please enter a page number of 1 or more',
  pageSize: 'Please enter a page size from 1 to 100',
  textSingleLine: 'Please remove line breaks, tabs and invisible characters',
  textMultiLine: 'Please remove invisible characters',
  ticketIdTooLong: 'Ticket id must be at most 50 characters',
  ticketIdInvalid: 'Not a valid Jira ticket id (e.g. ONB-1000)',
  fileNameRequired: 'File name is required',
  censusSourceRequired: 'Tell us where this census comes from',
  nestedTooDeeply: 'This request is nested too deeply',
  httpsOnly: 'Please enter a web address that starts with https://',
  enrollmentEndBeforeStart: 'The enrollment end date cannot be before its start date',
  enrollmentNeedTwice: 'Each need can be chosen once',
  stepKeyFormat: 'Not a valid step key',
  // The services' (a request's general message or a field the service checks).
  someFieldsInvalid: 'Some fields are not valid',
  signInToContinue: 'Please sign in to continue.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  authenticationFailed: 'Authentication failed',
  wrongCode: "Your code doesn't match our records. Please try again.",
  wrongCurrentPassword: 'Your current password is not correct',
  staffOnly: 'Only Sun Life staff can change this',
  staffOnlyFields: 'Some fields can only be changed by Sun Life staff',
  resourceNotFound: 'This resource is not one of the client’s',
  urlOnlyForLinks: 'Only a link has a web address',
  tooManyStepsViewed: 'At most {{max}} steps can be recorded as viewed',
} as const;

/** A key of the first page's messages (what the schemas' checks use). */
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
