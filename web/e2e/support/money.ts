/** An amount in major units as the site shows it: 2 decimals, en-US grouping (e.g. 10,000.00). */
export const money = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
