import { z } from 'zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INVALID,
} from './auth-messages.js';
import { requiredText, ZEmail, ZPhoneText } from './common.js';
import { isKnownCurrency } from './currency.js';
import { ZLanguage } from './languages.js';
import { ZIanaTimeZone } from './time-zone.js';

/** Spec 2 §8 profile texts, and those of the verification mail's link. */
export const PROFILE_MESSAGES = {
  notAuthenticated: 'User not authenticated.',
  registerPin: 'The register PIN has 4 to 8 digits.',
  loadFailed: 'Failed to load profile data.',
  updateFailed: 'Failed to update profile.',
  updated: 'Profile updated successfully!',
  sendFailed: 'Failed to send verification email.',
  sent: 'A verification link has been sent to your email address.',
  notYourEmail: 'Verification can only be sent to your own email address.',
  alreadyVerified: 'Your email address is already verified.',
  verified: 'Your email address has been verified.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  photoType: 'The photo must be a PNG or JPEG image.',
  photoSize: 'The photo must be at most 5 MB.',
} as const;

export const ZPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`);

export const ZSignupBody = z.strictObject({
  organizationName: requiredText(
    'Organization name is required.',
    120,
    'Organization name must be at most 120 characters.',
  ),
  name: requiredText('Name is required.', 120, 'Name must be at most 120 characters.'),
  email: ZEmail,
  password: ZPassword,
  /**
   * The new shop's time zone (the sign-up form sends the browser's); absent, the organization
   * follows the platform's default until an Owner picks one (docs/guide/settings-and-subscription.md).
   */
  timeZone: ZIanaTimeZone.optional(),
  /** The new shop's currency (ISO 4217, one Intl knows); absent, the default USD. */
  currencyCode: z
    .string({ error: 'Currency code has 3 letters.' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency code has 3 letters.')
    .toUpperCase()
    .refine(isKnownCurrency, 'Unknown currency code.')
    .optional(),
});
export type TSignupBody = z.infer<typeof ZSignupBody>;

export const ZLoginBody = z.strictObject({
  username: requiredText('Email or username is required.', 254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZForgotPasswordBody = z.strictObject({ email: ZEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z
  .strictObject({
    password: ZPassword,
    confirmPassword: z.string({ error: 'Please confirm the password.' }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZResetTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, RESET_LINK_INVALID),
});

export const ZSubscriptionSummary = z.object({
  isTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  plan: z.string().nullable(),
  status: z.string().nullable(),
});

/** The signed-in user as GET /profile and sign-in return it (spec 1 §3). */
export const ZProfileUser = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profilePic: z.string().nullable(),
  isEmailVerified: z.boolean(),
  role: z.string().nullable(),
  permissions: z.array(z.string()),
  organizationId: z.string(),
  organizationName: z.string(),
  subscription: ZSubscriptionSummary.nullable(),
  /** Whether the user has set a register PIN (to approve cashiers' returns and discounts). */
  hasRegisterPin: z.boolean(),
  /** Receives the daily low-stock digest when it holds manage_inventory (Account Settings). */
  lowStockDigest: z.boolean(),
  /** The language the user picked (Account Settings); null: the organization's. */
  language: ZLanguage.nullable(),
  /** The language the app speaks to this user: theirs, else the organization's. */
  effectiveLanguage: ZLanguage,
});
export type TProfileUser = z.infer<typeof ZProfileUser>;

export const ZAuthResponse = z.object({
  token: z.string(),
  user: ZProfileUser,
  message: z.string(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZProfileResponse = z.object({ user: ZProfileUser });

export const ZUsername = requiredText(
  'Username is required.',
  60,
  'Username must be at most 60 characters.',
).regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only.');

export const ZProfilePatch = z.strictObject({
  name: requiredText('Name is required.', 120, 'Name must be at most 120 characters.').optional(),
  username: ZUsername.optional(),
  phone: ZPhoneText.nullable().optional(),
  /**
   * The photo: inline image data (png or jpeg) for a new one, the URL the API returned for the
   * current one, null to remove it; absent leaves it as it is.
   */
  profileImage: z.string().max(7_000_000, PROFILE_MESSAGES.photoSize).nullable().optional(),
  /** 4–8 digits a manager approves a cashier's return or discount with; null removes it. */
  registerPin: z
    .string({ error: PROFILE_MESSAGES.registerPin })
    .regex(/^\d{4,8}$/, PROFILE_MESSAGES.registerPin)
    .nullable()
    .optional(),
  /** false: no low-stock digest e-mail for this user. */
  lowStockDigest: z.boolean({ error: 'lowStockDigest must be true or false.' }).optional(),
  /** The user's language; null: the organization's. */
  language: ZLanguage.nullable().optional(),
});
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

/** POST auth/resend-verification: the signed-in user's own address. */
export const ZResendVerificationBody = z.strictObject({ email: ZEmail });

/** The link's token (256 bits, base64url), as in the reset link. */
export const ZVerifyEmailParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, PROFILE_MESSAGES.verifyLinkInvalid),
});
