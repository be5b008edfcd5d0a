/**
 * Headers a payroll export might have: none is the census template's own label, and the census page matches
 * every one of them to a template field (the census tests' and the permission matrix's files).
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
