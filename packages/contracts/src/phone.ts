/** Spec 2 §9: the profile's country dial codes; the stored phone is the code joined to the number. */
export const PHONE_COUNTRIES = [
  { country: 'US', dialCode: '+1' },
  { country: 'GB', dialCode: '+44' },
  { country: 'IN', dialCode: '+91' },
] as const;
export type DialCode = (typeof PHONE_COUNTRIES)[number]['dialCode'];

/** "+44" and "20 7946 0000" → "+442079460000" (spaces and dashes dropped); empty number → "". */
export function joinPhone(dialCode: DialCode, number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits ? `${dialCode}${digits}` : '';
}

/**
 * A stored phone back into the form's two fields: the known dial code it starts with, else
 * `fallback` with the whole number (an older phone saved without a code stays readable).
 */
export function splitPhone(
  phone: string | null | undefined,
  fallback: DialCode = '+1',
): { dialCode: DialCode; number: string } {
  const p = (phone ?? '').trim();
  // Longest code first, so "+44…" is never read as "+4…".
  const known = [...PHONE_COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length);
  for (const { dialCode } of known) {
    if (p.startsWith(dialCode)) return { dialCode, number: p.slice(dialCode.length).trim() };
  }
  return { dialCode: fallback, number: p.replace(/^\+/, '') };
}
