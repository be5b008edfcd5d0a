/**
 * The census template (issue 11 item 3; decision 112): the fields an employer's census file (one row per
 * employee or dependent, with the coverage elections) is read into. A column of the file maps to one field
 * (decision 113); the field's `kind` says how its values are checked.
 *
 * WIRE FORMAT: the field ids are stored in remembered mappings and in the issues of validation reports.
 */
export type CensusFieldKind =
  | 'text'
  | 'date'
  | 'ssn'
  | 'zip'
  | 'state'
  | 'email'
  | 'number'
  | 'amount'
  | 'gender'
  | 'relationship'
  | 'employeeClass'
  | 'coverage'
  | 'yesno';

export type CensusField = {
  /** Stable id (WIRE FORMAT). */
  id: string;
  /** English label, as the template's header. */
  label: string;
  /**
   * The file must have a column for it (a file rule), and its value is required on the rows of `requiredOn`.
   * A field that is not required may still be left out of the file.
   */
  required: boolean;
  /** Which rows need a value: every row, or employee rows only (dependents leave it empty). */
  requiredOn: 'all' | 'employee' | 'none';
  kind: CensusFieldKind;
  /** Other headers insurers' and payroll systems' files use for it (matched after normalisation). */
  aliases: readonly string[];
  /** Longest value accepted (text fields). */
  maxLength?: number;
};

const field = (
  id: string,
  label: string,
  kind: CensusFieldKind,
  requiredOn: CensusField['requiredOn'],
  aliases: readonly string[],
  maxLength?: number,
): CensusField => ({
  id,
  label,
  required: requiredOn !== 'none',
  requiredOn,
  kind,
  aliases,
  ...(maxLength ? { maxLength } : {}),
});

/** The census template, in the order of the template file's columns. */
export const CENSUS_FIELDS: readonly CensusField[] = [
  field(
    'employeeId',
    'Employee ID',
    'text',
    'all',
    [
      'employee id',
      'employee number',
      'employee no',
      'employee #',
      'emp id',
      'emp no',
      'emp #',
      'ee id',
      'ee number',
      'payroll id',
      'member id',
      'id',
    ],
    50,
  ),
  field('relationship', 'Relationship', 'relationship', 'all', [
    'relationship',
    'relationship to employee',
    'relation',
    'rel',
    'member type',
    'dependent type',
    'relationship code',
    'tier member',
  ]),
  field('ssn', 'SSN', 'ssn', 'employee', [
    'ssn',
    'social security number',
    'social security no',
    'social security',
    'social',
    'ss number',
    'ss #',
    'tax id',
    'tin',
  ]),
  field(
    'firstName',
    'First name',
    'text',
    'all',
    ['first name', 'first', 'given name', 'fname', 'forename'],
    100,
  ),
  field(
    'lastName',
    'Last name',
    'text',
    'all',
    ['last name', 'last', 'surname', 'family name', 'lname'],
    100,
  ),
  field('dateOfBirth', 'Date of birth', 'date', 'all', [
    'date of birth',
    'birth date',
    'birthdate',
    'dob',
    'birthday',
    'born',
  ]),
  field('gender', 'Gender', 'gender', 'all', ['gender', 'sex', 'gender code']),
  field('hireDate', 'Date of hire', 'date', 'employee', [
    'hire date',
    'date of hire',
    'doh',
    'date hired',
    'employment date',
    'start date',
    'original hire date',
  ]),
  field(
    'employeeClass',
    'Employee class',
    'employeeClass',
    'employee',
    [
      'employee class',
      'class',
      'class name',
      'class code',
      'eligibility class',
      'benefit class',
      'employee group',
    ],
    100,
  ),
  field('annualSalary', 'Annual salary', 'amount', 'none', [
    'annual salary',
    'salary',
    'annual earnings',
    'annual compensation',
    'annual pay',
    'base salary',
    'earnings',
    'compensation',
    'wages',
  ]),
  field('hoursPerWeek', 'Hours per week', 'number', 'none', [
    'hours per week',
    'weekly hours',
    'hours worked per week',
    'scheduled hours',
    'hours',
  ]),
  field(
    'address1',
    'Address',
    'text',
    'none',
    ['address', 'address 1', 'address line 1', 'street', 'street address', 'home address'],
    200,
  ),
  field('city', 'City', 'text', 'none', ['city', 'town', 'home city'], 100),
  field('state', 'State', 'state', 'employee', [
    'state',
    'st',
    'state code',
    'home state',
    'residence state',
    'work state',
  ]),
  field('zip', 'Zip code', 'zip', 'employee', [
    'zip',
    'zip code',
    'zipcode',
    'postal code',
    'postcode',
    'home zip',
  ]),
  field('email', 'E-mail', 'email', 'none', [
    'email',
    'e-mail',
    'email address',
    'work email',
    'personal email',
    'mail',
  ]),
  field('coverage', 'Coverage elections', 'coverage', 'none', [
    'coverage',
    'coverages',
    'coverage elections',
    'coverage elected',
    'elections',
    'elected coverage',
    'benefits elected',
    'products',
    'plan',
    'plans',
  ]),
  field('coverageAmount', 'Election amount', 'amount', 'none', [
    'election amount',
    'coverage amount',
    'elected amount',
    'benefit amount',
    'face amount',
    'volume',
    'supplemental amount',
  ]),
  field('tobaccoUser', 'Tobacco user', 'yesno', 'none', [
    'tobacco user',
    'tobacco',
    'smoker',
    'tobacco use',
    'nicotine',
  ]),
];

export type CensusFieldId = (typeof CENSUS_FIELDS)[number]['id'];

/** A field by its id. */
export const censusFieldById: ReadonlyMap<string, CensusField> = new Map(CENSUS_FIELDS.map((f) => [f.id, f]));

/** The largest file the census accepts (issue 11: up to 1,000,000 rows). */
export const CENSUS_MAX_ROWS = 1_000_000;
/** Issues kept in a report; beyond it they are counted, not kept (`truncated`). */
export const CENSUS_MAX_ISSUES = 100_000;
/** Share of rows with errors above which the file itself gets a warning (the mapping is likely wrong). */
export const CENSUS_FAILING_ROWS_WARNING = 0.1;
