const GROUPED = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** "$1,234.50", "-€3.00": the symbol stays next to the digits and the sign in front of both. */
export function formatMoney(amount: number, symbol: string): string {
  // Rounding first keeps -0.004 from printing as "-$0.00".
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${GROUPED.format(Math.abs(cents) / 100)}`;
}

const RATE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: false });

/** "GST (2.5%)": a tax rate as the settings hold it, without trailing zeros. */
export const taxLabel = (name: string, rate: number) => `${name} (${RATE.format(rate)}%)`;
