/** Digits in groups of four as they are typed: "4242 4242 4242 4242" (19 digits at most). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const WITH_SLASH = /^\s*(\d{1,2})\s*\/\s*(\d{0,4})\s*$/;

/**
 * "MM/YY" as it is typed: the slash appears after the month and never stands in the way of
 * deleting. A typed or pasted slash is kept ("8/29" → "08/29"), and a four-digit year is cut to
 * its last two digits ("08/2029" → "08/29").
 */
export function formatExpiry(input: string): string {
  const slashed = WITH_SLASH.exec(input);
  if (slashed) {
    const month = slashed[1] ?? '';
    const rawYear = slashed[2] ?? '';
    const year = rawYear.length === 4 ? rawYear.slice(2) : rawYear.slice(0, 2);
    return `${month.length === 1 && year ? `0${month}` : month}/${year}`;
  }
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
