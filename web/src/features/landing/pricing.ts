/** Money is kept in integer cents (conventions); whole dollars are shown without decimals: 900 -> "$9". */
export const monthlyPrice = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
