import { useRef } from 'react';
import { SubmissionKey } from './submission-key';

/** One SubmissionKey for the life of a form. */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<SubmissionKey | null>(null);
  key.current ??= new SubmissionKey();
  return key.current;
}
