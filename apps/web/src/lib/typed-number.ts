/**
 * What a number field holds (a Mantine NumberInput: a number, or text while it is emptied or
 * half typed) as the body a contract checks, so that the contract's own words say what is wrong.
 */

/** '' is no number at all (the contract: "required"); other text is NaN ("must be a number"). */
export function typedNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const s = value.trim();
  return s === '' ? undefined : Number(s);
}

/** As `typedNumber`, but text that is no number is none at all (the contract: "required"). */
export function typedNumberOrNone(value: number | string): number | undefined {
  const n = typedNumber(value);
  return n === undefined || Number.isFinite(n) ? n : undefined;
}
