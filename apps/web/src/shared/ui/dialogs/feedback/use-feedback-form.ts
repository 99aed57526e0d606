import { useState } from 'react';
import {
  acceptFeedbackImages,
  defaultFeedbackForm,
  isFeedbackFormValid,
  validateFeedbackForm,
  type FeedbackFormState,
} from '@lantau/domain';

interface FeedbackDraft {
  form: FeedbackFormState;
  images: File[];
  /** Errors show once the user tried to submit; then they follow every change. */
  showErrors: boolean;
}

const emptyDraft = (): FeedbackDraft => ({ form: defaultFeedbackForm(), images: [], showErrors: false });

/** The feedback form's state. Starts afresh whenever `opened` changes, as the spec asks. */
export function useFeedbackForm(opened: boolean) {
  const [draft, setDraft] = useState(emptyDraft);
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    setDraft(emptyDraft());
  }

  return {
    form: draft.form,
    images: draft.images,
    errors: draft.showErrors ? validateFeedbackForm(draft.form) : {},
    update(change: Partial<FeedbackFormState>) {
      setDraft((current) => ({ ...current, form: { ...current.form, ...change } }));
    },
    /** Adds what fits; returns true when something had to be dropped. */
    addImages(picked: File[]): boolean {
      const { images, rejected } = acceptFeedbackImages(draft.images, picked);
      setDraft((current) => ({ ...current, images }));
      return rejected;
    },
    removeImage(index: number) {
      setDraft((current) => ({ ...current, images: current.images.filter((_, at) => at !== index) }));
    },
    /** Reveals the errors; true when the form may be sent. */
    check(): boolean {
      setDraft((current) => ({ ...current, showErrors: true }));
      return isFeedbackFormValid(draft.form);
    },
    reset() {
      setDraft(emptyDraft());
    },
  };
}

export type FeedbackFormController = ReturnType<typeof useFeedbackForm>;
