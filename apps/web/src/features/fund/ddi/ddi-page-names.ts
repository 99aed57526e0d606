/**
 * The eDDA pages under fund/deposit (spec section 2). Apart from the pages themselves, so the deposit flow that
 * routes to them and the pages that render them share the names without importing each other.
 */
export const ddiPages = [
  'ddi_intro',
  'ddi_auth',
  'ddi_auth_success',
  'ddi_auth_invalid',
  'ddi_form_submission',
] as const;
export type DdiPage = (typeof ddiPages)[number];
