import { useState } from 'react';
import { SubmissionKey } from './submission-key';

/** One SubmissionKey for the life of a form. */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(() => new SubmissionKey());
  return key;
}
