import type { ComponentProps } from 'react';

export interface CheckedFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** Enter or the submit button: the form's own checks decide what happens; the page never reloads. */
  onSubmit: () => void;
}

/**
 * A form the app checks itself: the browser's validation bubbles stay off (the fields show the app's own
 * messages, in the user's language, read by screen readers) and submitting never navigates.
 */
export function CheckedForm({ onSubmit, ...props }: CheckedFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
