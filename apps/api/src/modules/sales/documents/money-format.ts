const RATE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: false });

/** "GST (2.5%)": a tax rate as the settings hold it, without trailing zeros. */
export const taxLabel = (name: string, rate: number) => `${name} (${RATE.format(rate)}%)`;
