import type { FeedbackType } from '@lantau/domain';
import { isApiError } from '../../../api';

/** What the feedback API receives (spec section 3). */
export interface FeedbackSubmission {
  /** Empty when nobody is logged in. */
  userID: string;
  content: string;
  type: FeedbackType;
  /** Formatted contact: '852-91234567', an e-mail, or ''. */
  contact: string;
  images: File[];
}

/** The envelope's code and message, and the x-api-code header that support looks up. */
export interface FeedbackSubmitResult {
  code: string;
  message: string;
  apiCode: string;
}

export type SubmitFeedback = (submission: FeedbackSubmission) => Promise<FeedbackSubmitResult>;

export type FeedbackOutcome =
  { ok: true } | { ok: false; notice: string } | { ok: false; networkError: true };

/** Turns what the submit function gave (or threw) into what the user is told. */
export function feedbackOutcome(
  result: { value: FeedbackSubmitResult } | { error: unknown },
): FeedbackOutcome {
  if ('value' in result) {
    const { code, message, apiCode } = result.value;
    return code === 'OK' ? { ok: true } : { ok: false, notice: `${apiCode} - ${message}` };
  }
  const { error } = result;
  if (isApiError(error) && error.fromServer)
    return { ok: false, notice: `${error.apiCode} - ${error.message}` };
  return { ok: false, networkError: true };
}
