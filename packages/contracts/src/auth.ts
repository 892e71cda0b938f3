import { z } from 'zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INVALID,
} from './auth-messages.js';

export const ZPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`);

const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const ZSignupBody = z.strictObject({
  organizationName: z
    .string({ error: 'Organization name is required.' })
    .trim()
    .min(1, 'Organization name is required.')
    .max(120, 'Organization name must be at most 120 characters.'),
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(120, 'Name must be at most 120 characters.'),
  email: ZEmail,
  password: ZPassword,
});
export type TSignupBody = z.infer<typeof ZSignupBody>;

export const ZLoginBody = z.strictObject({
  username: z
    .string({ error: 'Email or username is required.' })
    .trim()
    .min(1, 'Email or username is required.')
    .max(254),
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
});
export type TProfileUser = z.infer<typeof ZProfileUser>;

export const ZAuthResponse = z.object({
  token: z.string(),
  user: ZProfileUser,
  message: z.string(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZProfileResponse = z.object({ user: ZProfileUser });

export const ZUsername = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(60, 'Username must be at most 60 characters.')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only.');

export const ZProfilePatch = z.strictObject({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(120, 'Name must be at most 120 characters.')
    .optional(),
  username: ZUsername.optional(),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters.')
    .regex(/^\+?[0-9 ()-]*$/, 'Please enter a valid phone number.')
    .nullable()
    .optional(),
});
export type TProfilePatch = z.infer<typeof ZProfilePatch>;
