import { z } from 'zod';
import { ZEmailOrEmpty, ZPhoneText } from './common.js';
import { NOT_BLANK } from './text.js';

export const ORGANIZATION_MESSAGES = {
  required: 'Organization Name and Code are required.',
  invalidEmail: 'Please enter a valid email address.',
  codeFormat: 'Organization code may use letters, digits, - and _ only.',
  codeTaken: 'This organization code is already taken.',
  exists: 'Your organization already exists. Save your changes to it instead.',
  logoType: 'The logo must be a PNG, JPEG, GIF or SVG image.',
  logoSize: 'The logo must be at most 2 MB.',
  updated: 'Organization updated successfully!',
  loadFailed: 'Failed to fetch organization data.',
  saveFailed: 'Failed to save organization data.',
} as const;

/** The organization profile (spec 2 §3). `logo` is the URL of the stored file. */
export const ZOrganization = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

const required = z
  .string({ error: ORGANIZATION_MESSAGES.required })
  .trim()
  .min(1, ORGANIZATION_MESSAGES.required)
  .regex(NOT_BLANK, ORGANIZATION_MESSAGES.required);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable().optional();

/**
 * POST / PUT organization. `logo`: inline image data (a new file), the URL the API returned
 * (unchanged) or null (removed). `isActive` is shown but never set from here.
 */
export const ZOrganizationBody = z.strictObject({
  name: required.max(120, 'Organization Name must be at most 120 characters.'),
  code: required
    .max(30, 'Organization Code must be at most 30 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, ORGANIZATION_MESSAGES.codeFormat),
  address: optionalText(500, 'Address'),
  email: ZEmailOrEmpty.nullable().optional(),
  phone: ZPhoneText.nullable().optional(),
  // ~2 MB of file as base64 plus its data: prefix.
  logo: z.string().max(2_800_000, ORGANIZATION_MESSAGES.logoSize).nullable().optional(),
});
export type TOrganizationBody = z.input<typeof ZOrganizationBody>;

export const ZOrganizationResponse = z.object({
  data: ZOrganization,
  message: z.string().optional(),
});
