// Plain JavaScript so that bench/census-upload.mjs, which runs without a TypeScript step, writes its census
// with the same headers as the tests.

/**
 * Headers a payroll export might have: none is the census template's own label, and the census page matches
 * every one of them to a template field (the census tests' and the permission matrix's files, and the census
 * benchmark's).
 */
export const PAYROLL_HEADERS = [
  'Emp #',
  'Relationship',
  'Social Security Number',
  'First',
  'Last',
  'Birth Date',
  'Gender',
  'Date of Hire',
  'Class',
  'Annual Salary',
  'Home State',
  'Zip Code',
  'Coverage',
];
