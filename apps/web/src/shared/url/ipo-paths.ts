/** The IPO area's pages (spec section 2: ipo), in the order of its sub-navigation; /ipo itself opens info. */
export const ipoPages = ['info', 'open', 'listings', 'apply', 'apply_record', 'trade'] as const;
export type IpoPage = (typeof ipoPages)[number];

export const IPO_SEGMENT = 'ipo';

/** /{code}/main/ipo/{page}[/{step}] */
export function ipoPath(mainPath: string, page: IpoPage, step?: string): string {
  return `${mainPath}/${IPO_SEGMENT}/${page}${step ? `/${step}` : ''}`;
}
