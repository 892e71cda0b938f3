import {
  PROFILE_MESSAGES,
  type TProfilePatch,
  type TProfileUser,
  ZProfilePatch,
} from '@pos/contracts/auth';
import type { TLanguage } from '@pos/contracts/languages';
import { type DialCode, joinPhone, splitPhone } from '@pos/contracts/phone';
import { type FieldErrors, issuesToFieldErrors } from '../../lib/form-errors';
import { msg } from '../../lib/i18n';

/** What the edit form holds: the phone in its two parts, the photo as URL, new data or none. */
export interface ProfileDraft {
  name: string;
  username: string;
  dialCode: DialCode;
  phoneNumber: string;
  /** The current photo's URL, a picked file as `data:` URL, or null for no photo. */
  photo: string | null;
  /** The user's own language; null: the organization's. */
  language: TLanguage | null;
}

/** The fields the form shows messages under (the API's 400 details are keyed the same). */
export const PROFILE_FIELDS = ['name', 'username', 'phone', 'profileImage', 'language'] as const;

export const PHONE_INVALID = msg('Please enter a valid phone number.');

/** The photo types spec 2 §5 allows (a .jpg file is image/jpeg). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export function draftFromUser(user: TProfileUser): ProfileDraft {
  const { dialCode, number } = splitPhone(user.phone);
  return {
    name: user.name,
    username: user.username,
    dialCode,
    phoneNumber: number,
    photo: user.profilePic,
    language: user.language,
  };
}

/**
 * The PATCH body. The photo is sent only when it changed, since an absent `profileImage` keeps
 * the stored one; an empty number clears the phone rather than storing a bare dial code.
 */
export function patchOf(draft: ProfileDraft, original: TProfileUser): TProfilePatch {
  const phone = joinPhone(draft.dialCode, draft.phoneNumber);
  return {
    name: draft.name,
    username: draft.username,
    phone: phone || null,
    language: draft.language,
    ...(draft.photo !== original.profilePic ? { profileImage: draft.photo } : {}),
  };
}

/**
 * Checks the draft with the contract's schema. The number is checked on its own first:
 * joinPhone drops everything but digits, so "abc" would otherwise silently erase the phone.
 */
export function validateProfile(
  draft: ProfileDraft,
  original: TProfileUser,
): { body: TProfilePatch; errors: null } | { body: null; errors: FieldErrors } {
  const parsed = ZProfilePatch.safeParse(patchOf(draft, original));
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if (!/^[0-9 ()-]*$/.test(draft.phoneNumber.trim())) errors.phone = PHONE_INVALID;
  if (Object.keys(errors).length || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** Spec 2 §5: png, jpeg or jpg, and the API's 5 MB; null when the file is fine. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoSize;
  return null;
}
