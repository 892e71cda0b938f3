import { z } from 'zod';
import { ZErrorCode } from './errors.js';
import { CALENDAR_DATE_SOURCE, isCalendarDate, NOT_BLANK } from './text.js';

/**
 * Every error answer of the API. `code` is one of errors.ts's codes (decide on it, never on
 * `message`); `details` maps a field path to its message for 400s.
 */
export const ZErrorBody = z.strictObject({
  message: z.string(),
  code: ZErrorCode,
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ZCount = z.object({ count: z.number().int() });
export type TCount = z.infer<typeof ZCount>;

/**
 * A date in yyyy-MM-dd form that is also a real calendar date. The document says `format: date`
 * (a real day) with the exact pattern, which also leaves out year 0.
 */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd.')
  .refine(isCalendarDate, 'Not a valid date.')
  .meta({ format: 'date', pattern: `^${CALENDAR_DATE_SOURCE}$` });

/** A phone as people type it: digits, spaces, ( ) - and a leading +; empty means none. */
export const ZPhoneText = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters.')
  .regex(/^\+?[0-9 ()-]*$/, 'Please enter a valid phone number.');

/**
 * What the document says of an e-mail address: the pattern z.email() checks. The document shows
 * a pipe's input side only, so the addresses below say it in their meta.
 */
export const EMAIL_FORMAT = { format: 'email', pattern: z.regexes.email.source } as const;

/** Empty, or an e-mail address (EMAIL_FORMAT's pattern). */
export const EMAIL_OR_EMPTY_PATTERN = `^$|${z.regexes.email.source}`;

/**
 * Required text: trimmed, and `required` when it is missing, empty or blank (NOT_BLANK says so
 * in the document); at most `max` characters, `tooLong` when it is longer.
 */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(NOT_BLANK, required)
    .max(max, tooLong);

/** A required e-mail address (sign-up, password reset, a receipt's recipient). */
export const ZEmail = requiredText('Email is required.', 254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .meta(EMAIL_FORMAT);

/** An optional e-mail address: empty, or one that looks like an address. */
export const ZEmailOrEmpty = z
  .string()
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.union([z.literal(''), z.email('Please enter a valid email address.')]))
  .meta({ pattern: EMAIL_OR_EMPTY_PATTERN });
