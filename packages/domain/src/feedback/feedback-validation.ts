import { mobileDigitsFor, type FeedbackFormState } from './feedback-form';

export type FeedbackFieldProblem = 'required' | 'invalid';
export type FeedbackFormErrors = Partial<Record<'text' | 'mobile' | 'email', FeedbackFieldProblem>>;

export function validateFeedbackMobile(
  areaCode: FeedbackFormState['areaCode'],
  mobile: string,
): FeedbackFieldProblem | null {
  if (mobile.trim() === '') return 'required';
  const digits = mobileDigitsFor(areaCode);
  if (!new RegExp(`^\\d{${digits}}$`).test(mobile) || Number(mobile) <= 0) return 'invalid';
  return null;
}

export function validateFeedbackEmail(email: string): FeedbackFieldProblem | null {
  if (email.trim() === '') return 'required';
  return email.includes('@') ? null : 'invalid';
}

/** Checks only the fields that are active: the contact fields of the chosen method, never those of the other. */
export function validateFeedbackForm(form: FeedbackFormState): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  if (form.text.trim() === '') errors.text = 'required';
  if (form.contactMethod === 'Mobile') {
    const problem = validateFeedbackMobile(form.areaCode, form.mobile);
    if (problem) errors.mobile = problem;
  }
  if (form.contactMethod === 'Email') {
    const problem = validateFeedbackEmail(form.email);
    if (problem) errors.email = problem;
  }
  return errors;
}

export function isFeedbackFormValid(form: FeedbackFormState): boolean {
  return Object.keys(validateFeedbackForm(form)).length === 0;
}
