import { z } from 'zod';
import { ZUsername } from './auth.js';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_SHORT } from './auth-messages.js';
import { requiredText, ZEmailOrEmpty, ZPhoneText } from './common.js';
import { requiredId, sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';

export const USER_MESSAGES = {
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  passwordRequired: 'Password is required for new users.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this email already exists.',
} as const;

/** A user as the management list and form read it (spec 1 §3). */
export const ZUserRow = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  userRole: z.string().nullable(),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const ZUsersQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'username', 'email', 'createdAt']),
  role: ZId.optional(),
  activeSince: ZDateFilter.optional(),
}).strict();
export type TUsersQuery = z.infer<typeof ZUsersQuery>;

const name = requiredText('Name is required.', 120, 'Name must be at most 120 characters.');
const email = ZEmailOrEmpty;
const password = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`);

const userFields = {
  name,
  username: ZUsername,
  /** Optional on the form (spec 1 §5); when empty the user signs in with the username. */
  email: email.optional(),
  /** The role's id (GET /users answers the role's name in `role`, its id in `userRole`). */
  role: requiredId('Role is required.').meta({
    description:
      "The role's id (`_id` of GET /roles). GET /users answers the role's name in `role` and its id in `userRole`.",
  }),
  permissions: z.array(ZId).max(200).default([]),
  phone: ZPhoneText.optional(),
  isActive: z.boolean().optional(),
};

export const ZUserCreateBody = z.strictObject({
  ...userFields,
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .pipe(z.string().min(1, USER_MESSAGES.passwordRequired).pipe(password))
    // The document shows a pipe's input side only: the password's own lengths.
    .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
});
export type TUserCreateBody = z.input<typeof ZUserCreateBody>;

/** PUT: the same with the password omitted when blank (spec 1 §5). */
export const ZUserUpdateBody = z.strictObject({ ...userFields, password: password.optional() });
export type TUserUpdateBody = z.input<typeof ZUserUpdateBody>;
