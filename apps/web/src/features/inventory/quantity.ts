/**
 * A quantity as typed: nothing is undefined ("Quantity is required."), a whole or decimal number
 * is that number, anything else is NaN ("Quantity must be a number."). The contracts' schemas
 * turn these into the spec's messages; Number() alone would take "1e3", "0x10" or " ".
 */
export function parseQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
