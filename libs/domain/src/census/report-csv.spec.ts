import { describe, expect, it } from '@jest/globals';
import { issuesToCsv, neutraliseCsvCell } from './report-csv.js';

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Smith, Jr.', '"Smith, Jr."'],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, expected) => expect(neutraliseCsvCell(value)).toBe(expected));
});

describe('issuesToCsv', () => {
  it('writes a header line and one neutralised line per issue, the column by its label', () => {
    expect(
      issuesToCsv([
        {
          row: 2,
          column: 'zip',
          value: '=1+1',
          severity: 'error',
          code: 'zipFormat',
          message: 'Zip code needs to be in the format ##### or #####-####',
        },
        {
          row: 3,
          column: null,
          severity: 'error',
          code: 'columnCount',
          message: 'This row has 2 values; the header row has 3',
        },
      ]),
    ).toEqual([
      'Row,Column,Value,Severity,Code,Message',
      "2,Zip code,'=1+1,error,zipFormat,Zip code needs to be in the format ##### or #####-####",
      '3,,,error,columnCount,This row has 2 values; the header row has 3',
    ]);
  });
});
