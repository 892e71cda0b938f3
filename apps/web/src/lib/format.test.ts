import { describe, expect, it } from 'vitest';
import { humanizeName, shortId } from './format';

describe('shortId', () => {
  it('keeps 8 characters and adds an ellipsis', () => {
    expect(shortId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('...7728950e');
    expect(shortId('abc')).toBe('abc');
  });
});

describe('humanizeName', () => {
  it('shows underscores as spaces', () => {
    expect(humanizeName('organization_admin')).toBe('organization admin');
    expect(humanizeName('Owner')).toBe('Owner');
  });
});
