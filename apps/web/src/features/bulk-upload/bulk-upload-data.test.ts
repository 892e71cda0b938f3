import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_MESSAGES } from '@pos/contracts/bulk-upload';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  errorLine,
  failureText,
  fileProblem,
  templateCsv,
  toUploadResult,
} from './bulk-upload-data';

describe('templateCsv', () => {
  it('holds the quoted header of every column and one example row, CRLF', () => {
    const csv = templateCsv();
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(BULK_UPLOAD_COLUMNS.map((c) => `"${c.name}"`).join(','));
    const example = lines[1]?.match(/"(?:[^"]|"")*"/g) ?? [];
    expect(example).toHaveLength(BULK_UPLOAD_COLUMNS.length);
    expect(example.every((v) => v.length > 2)).toBe(true);
  });
});

describe('fileProblem', () => {
  it('asks for a file, then for a .csv one', () => {
    expect(fileProblem(null)).toBe(BULK_UPLOAD_MESSAGES.noFile);
    expect(fileProblem(new File(['a'], 'list.xlsx'))).toBe(BULK_UPLOAD_MESSAGES.notCsv);
    expect(fileProblem(new File(['a'], 'list.CSV'))).toBeNull();
  });
});

describe('toUploadResult', () => {
  it('reads the counts and errors, tolerating missing parts', () => {
    expect(
      toUploadResult({
        message: 'Done',
        data: { created: 2, updated: '1', errors: [{ sku: 'A', line: 3, message: 'Bad' }, {}] },
      }),
    ).toEqual({
      message: 'Done',
      data: {
        created: 2,
        updated: 1,
        errors: [
          { sku: 'A', line: 3, message: 'Bad' },
          { sku: null, line: 0, message: 'This row could not be processed.' },
        ],
      },
    });
    expect(toUploadResult({ message: 'x' })).toBeNull();
    expect(toUploadResult('oops')).toBeNull();
  });

  it('words an error line with N/A for a row without a SKU', () => {
    expect(errorLine({ sku: 'SKU-1', line: 4, message: 'Price is required.' })).toBe(
      'SKU-1 (line 4): Price is required.',
    );
    expect(errorLine({ sku: null, line: 2, message: 'SKU is required.' })).toBe(
      'N/A (line 2): SKU is required.',
    );
  });
});

describe('failureText', () => {
  it('is the message, plus the details the server gave', () => {
    expect(failureText(new ApiError('The file must be a .csv file.', 400, { message: 'x' }))).toBe(
      'The file must be a .csv file.',
    );
    expect(failureText(new ApiError('Bad', 400, { message: 'Bad', data: 'line 3 broken' }))).toBe(
      'Bad Details: line 3 broken',
    );
    expect(failureText(new ApiError('Bad', 400, { details: { productFile: 'Required' } }))).toBe(
      'Bad Details: productFile: Required',
    );
    expect(failureText(new ApiError('Proxy', 502, 'Bad gateway'))).toBe(
      'Proxy Details: Bad gateway',
    );
    expect(failureText('weird')).toBe(BULK_UPLOAD_MESSAGES.failed);
  });
});
