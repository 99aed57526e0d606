/** Who should answer the feedback: customer service or technical support. */
export type FeedbackType = 'CS' | 'Tech';
/** How the client wants a reply; '' means no reply is needed. */
export type ContactMethod = '' | 'Mobile' | 'Email';
export type AreaCode = '+852' | '+86';

export const FEEDBACK_TYPES: readonly FeedbackType[] = ['CS', 'Tech'];
export const CONTACT_METHODS: readonly ContactMethod[] = ['', 'Mobile', 'Email'];
export const AREA_CODES: readonly AreaCode[] = ['+852', '+86'];
export const DEFAULT_AREA_CODE: AreaCode = '+852';

export interface FeedbackFormState {
  text: string;
  type: FeedbackType;
  contactMethod: ContactMethod;
  areaCode: AreaCode;
  mobile: string;
  email: string;
}

export function defaultFeedbackForm(): FeedbackFormState {
  return { text: '', type: 'CS', contactMethod: '', areaCode: DEFAULT_AREA_CODE, mobile: '', email: '' };
}

/** Hong Kong numbers have 8 digits; mainland numbers (and any other area) 11. */
export function mobileDigitsFor(areaCode: AreaCode): number {
  return areaCode === '+852' ? 8 : 11;
}

/** The contact as the feedback API expects it: '852-91234567', the e-mail, or '' when no reply is wanted. */
export function formatFeedbackContact(form: FeedbackFormState): string {
  if (form.contactMethod === 'Mobile') return `${form.areaCode.replace('+', '')}-${form.mobile}`;
  if (form.contactMethod === 'Email') return form.email;
  return '';
}
