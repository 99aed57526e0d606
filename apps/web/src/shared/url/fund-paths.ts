/** The fund area's pages (spec section 2: fund), in the order of its sub-navigation. */
export const fundPages = [
  'deposit',
  'withdrawal',
  'exchange',
  'transfer',
  'record',
  'dividend_selection',
] as const;
export type FundPage = (typeof fundPages)[number];

export const FUND_SEGMENT = 'fund';

/** /{code}/main/fund/{page}[/{step}] */
export function fundPath(mainPath: string, page: FundPage, step?: string): string {
  return `${mainPath}/${FUND_SEGMENT}/${page}${step ? `/${step}` : ''}`;
}
