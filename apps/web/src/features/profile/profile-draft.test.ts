import { PROFILE_MESSAGES, type TProfileUser } from '@pos/contracts/auth';
import { describe, expect, it } from 'vitest';
import {
  draftFromUser,
  PHONE_INVALID,
  patchOf,
  photoProblem,
  validateProfile,
} from './profile-draft';

const user: TProfileUser = {
  _id: 'u1',
  name: 'Ada Shop',
  username: 'ada',
  email: 'ada@shop.test',
  phone: '+442079460000',
  profilePic: '/uploads/org/abc.png',
  isEmailVerified: false,
  role: 'Owner',
  permissions: [],
  organizationId: 'o1',
  organizationName: 'Ada Ltd',
  subscription: null,
  hasRegisterPin: false,
  lowStockDigest: true,
  language: null,
  effectiveLanguage: 'en',
};

describe('draftFromUser', () => {
  it('splits the stored phone into dial code and number', () => {
    expect(draftFromUser(user)).toMatchObject({ dialCode: '+44', phoneNumber: '2079460000' });
  });

  it('reads a phone saved without a known code as a US number', () => {
    expect(draftFromUser({ ...user, phone: '5550199' })).toMatchObject({
      dialCode: '+1',
      phoneNumber: '5550199',
    });
    expect(draftFromUser({ ...user, phone: null })).toMatchObject({ phoneNumber: '' });
  });
});

describe('patchOf', () => {
  it('joins the phone and leaves an unchanged photo out', () => {
    const draft = { ...draftFromUser(user), dialCode: '+91' as const, phoneNumber: '98765 43210' };
    expect(patchOf(draft, user)).toEqual({
      name: 'Ada Shop',
      username: 'ada',
      phone: '+919876543210',
      language: null,
    });
  });

  it("sends the user's own language, or null for the organization's", () => {
    expect(draftFromUser({ ...user, language: 'hi', effectiveLanguage: 'hi' }).language).toBe('hi');
    expect(draftFromUser(user).language).toBeNull();
    expect(patchOf({ ...draftFromUser(user), language: 'es' }, user).language).toBe('es');
    expect(patchOf({ ...draftFromUser(user), language: null }, user).language).toBeNull();
  });

  it('sends a new photo as data and a removed one as null; an empty number clears the phone', () => {
    const base = draftFromUser(user);
    expect(patchOf({ ...base, photo: 'data:image/png;base64,AAAA' }, user).profileImage).toBe(
      'data:image/png;base64,AAAA',
    );
    const removed = patchOf({ ...base, photo: null, phoneNumber: '' }, user);
    expect(removed.profileImage).toBeNull();
    expect(removed.phone).toBeNull();
  });
});

describe('validateProfile', () => {
  it('requires a name and a username', () => {
    const result = validateProfile({ ...draftFromUser(user), name: '  ', username: '' }, user);
    expect(result.errors).toEqual({
      name: 'Name is required.',
      username: 'Username is required.',
    });
  });

  it('refuses letters in the phone number instead of silently dropping it', () => {
    const result = validateProfile({ ...draftFromUser(user), phoneNumber: '020 ABC' }, user);
    expect(result.errors).toEqual({ phone: PHONE_INVALID });
  });

  it('answers the trimmed body when all is well', () => {
    const result = validateProfile({ ...draftFromUser(user), name: ' Ada  ' }, user);
    expect(result.errors).toBeNull();
    expect(result.body).toMatchObject({ name: 'Ada', phone: '+442079460000' });
  });
});

describe('photoProblem', () => {
  it('takes png and jpeg (jpg files are image/jpeg) up to 5 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe(PROFILE_MESSAGES.photoType);
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      PROFILE_MESSAGES.photoSize,
    );
  });
});
