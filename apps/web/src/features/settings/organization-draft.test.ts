import { ORGANIZATION_MESSAGES, type TOrganization } from '@pos/contracts/organization';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  checkOrganization,
  draftFromOrganization,
  logoProblem,
} from './organization-draft';

const org: TOrganization = {
  _id: 'o1',
  name: 'Corner Shop',
  code: 'CORNER',
  address: null,
  email: null,
  phone: '+1 555 0100',
  logo: '/uploads/o1/logo.png',
  isActive: true,
};

describe('organization draft', () => {
  it('round-trips the record, keeping the logo URL and storing empty fields as null', () => {
    const draft = draftFromOrganization(org);
    expect(draft).toMatchObject({ address: '', email: '' });
    expect(bodyOf({ ...draft, address: '   ' })).toEqual({
      name: 'Corner Shop',
      code: 'CORNER',
      address: null,
      email: null,
      phone: '+1 555 0100',
      logo: '/uploads/o1/logo.png',
    });
  });

  it('says the spec sentence once when name or code is missing, not the code format too', () => {
    const check = checkOrganization({ ...draftFromOrganization(org), name: ' ', code: '' });
    expect(check.body).toBeNull();
    expect(check.formError).toBe(ORGANIZATION_MESSAGES.required);
    expect(check.fieldErrors).toEqual({});
  });

  it('puts a bad e-mail and a bad code under their fields', () => {
    const check = checkOrganization({
      ...draftFromOrganization(org),
      email: 'not-an-address',
      code: 'has space',
    });
    expect(check.formError).toBeNull();
    expect(check.fieldErrors).toEqual({
      email: ORGANIZATION_MESSAGES.invalidEmail,
      code: ORGANIZATION_MESSAGES.codeFormat,
    });
  });

  it('accepts a valid draft', () => {
    const check = checkOrganization({ ...draftFromOrganization(org), email: 'a@b.test' });
    expect(check.body).toMatchObject({ email: 'a@b.test' });
  });

  it('takes png, jpeg, gif and svg logos up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml']) {
      expect(logoProblem({ type, size: 100 })).toBeNull();
    }
    expect(logoProblem({ type: 'image/webp', size: 100 })).toBe(ORGANIZATION_MESSAGES.logoType);
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      ORGANIZATION_MESSAGES.logoSize,
    );
  });
});
