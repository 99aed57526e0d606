/** A dialog the user must answer: no Escape, no click outside, no close icon. */
export const persistentModalProps = {
  closeOnEscape: false,
  closeOnClickOutside: false,
  withCloseButton: false,
} as const;
