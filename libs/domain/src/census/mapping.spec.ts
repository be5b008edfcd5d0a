import { describe, expect, it } from '@jest/globals';
import { CENSUS_FIELDS } from './fields.js';
import { jaroWinkler, normaliseHeader, suggestMapping } from './mapping.js';

describe('normaliseHeader', () => {
  it.each([
    ['Employee ID', 'employee id'],
    ['EMP_NO', 'employee number'],
    ['firstName', 'first name'],
    ['Emp #', 'employee number'],
    ['  Date-of-Birth ', 'date of birth'],
    ['DOH', 'doh'],
  ])('%s → %s', (header, expected) => expect(normaliseHeader(header)).toBe(expected));
});

describe('jaroWinkler', () => {
  it('is 1 for equal strings and 0 for nothing in common', () => {
    expect(jaroWinkler('salary', 'salary')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });
  it('gives the textbook value of MARTHA/MARHTA', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
  });
});

describe('suggestMapping', () => {
  it.each([
    // header, field
    ['Employee ID', 'employeeId'],
    ['EE ID', 'employeeId'],
    ['Emp #', 'employeeId'],
    ['Relationship to Employee', 'relationship'],
    ['Rel', 'relationship'],
    ['Social Security Number', 'ssn'],
    ['SSN', 'ssn'],
    ['First Name', 'firstName'],
    ['FNAME', 'firstName'],
    ['Surname', 'lastName'],
    ['DOB', 'dateOfBirth'],
    ['Birth Date', 'dateOfBirth'],
    ['Birthdate', 'dateOfBirth'],
    ['Sex', 'gender'],
    ['Date of Hire', 'hireDate'],
    ['Hire Dt', 'hireDate'],
    ['Class', 'employeeClass'],
    ['Annual Salary ($)', 'annualSalary'],
    ['Hrs/Wk', 'hoursPerWeek'],
    ['Adress Line 1', 'address1'],
    ['City', 'city'],
    ['ST', 'state'],
    ['Zip Code', 'zip'],
    ['Postal code', 'zip'],
    ['E-mail Address', 'email'],
    ['Coverages Elected', 'coverage'],
    ['Coverage Amount', 'coverageAmount'],
    ['Smoker', 'tobaccoUser'],
  ])('maps %s to %s on its own', (header, field) => {
    const { mapping, confidence } = suggestMapping([header]);
    expect(mapping[header]).toBe(field);
    expect(confidence[header]).toBeGreaterThanOrEqual(0.82);
  });

  it('maps a whole realistic header row, each field once, and leaves unknown columns out', () => {
    const headers = [
      'EE ID',
      'Relationship',
      'Last Name',
      'First Name',
      'SSN',
      'DOB',
      'Gender',
      'DOH',
      'Class',
      'Annual Salary',
      'Address',
      'City',
      'State',
      'Zip',
      'Coverage',
      'Department',
      'Favourite colour',
    ];
    const { mapping, confidence } = suggestMapping(headers);
    expect(mapping).toEqual({
      'EE ID': 'employeeId',
      Relationship: 'relationship',
      'Last Name': 'lastName',
      'First Name': 'firstName',
      SSN: 'ssn',
      DOB: 'dateOfBirth',
      Gender: 'gender',
      DOH: 'hireDate',
      Class: 'employeeClass',
      'Annual Salary': 'annualSalary',
      Address: 'address1',
      City: 'city',
      State: 'state',
      Zip: 'zip',
      Coverage: 'coverage',
      Department: null,
      'Favourite colour': null,
    });
    expect(confidence['Favourite colour']).toBeLessThan(0.82);
  });

  it('gives a field to its likeliest header only', () => {
    const { mapping } = suggestMapping(['Zip', 'Zip Code']);
    expect(Object.values(mapping).filter((f) => f === 'zip')).toHaveLength(1);
  });

  it('maps the template’s own labels and ids exactly', () => {
    const labels = CENSUS_FIELDS.map((f) => f.label);
    expect(Object.values(suggestMapping(labels).mapping)).toEqual(CENSUS_FIELDS.map((f) => f.id));
    const ids = CENSUS_FIELDS.map((f) => f.id);
    expect(Object.values(suggestMapping(ids).mapping)).toEqual(ids);
  });

  it('lets a remembered mapping win for the same header, including a column left out', () => {
    const remembered = { 'Emp Code': 'employeeId', Division: 'employeeClass', Phone: null, DOB: null };
    const { mapping, confidence } = suggestMapping(['Emp Code', 'Division', 'DOB', 'Class'], remembered);
    expect(mapping).toEqual({ 'Emp Code': 'employeeId', Division: 'employeeClass', DOB: null, Class: null });
    expect(confidence['Division']).toBe(1);
  });

  it('ignores a remembered field that no longer exists and matches the header afresh', () => {
    const { mapping } = suggestMapping(['SSN'], { SSN: 'socialNumberOld' });
    expect(mapping['SSN']).toBe('ssn');
  });

  it('does not match a remembered header spelled differently', () => {
    const { mapping } = suggestMapping(['division'], { Division: 'employeeClass' });
    expect(mapping['division']).toBeNull();
  });
});
