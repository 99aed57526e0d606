import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';

/** How long a validation tip stays on a field (spec section 5, 'Tips'). */
export const TIP_MS = 3_000;

export interface FieldTip {
  /** Whether the tip text is on screen now (the field stays marked invalid after it fades). */
  shown: boolean;
  /** Re-checks the field and shows its tip for TIP_MS when it is wrong: on input, blur and focus. */
  check: () => void;
}

/**
 * The spec's tips: a field's problem shows for three seconds each time the field is checked, which happens on
 * input, on blur and on focus, and on every submit. The error itself lives in the form state, so screen
 * readers still find it (aria-describedby) after the text fades.
 */
export function useFieldTip<T extends FieldValues>(name: FieldPath<T>): FieldTip {
  const { trigger, control } = useFormContext<T>();
  const { submitCount, errors } = useFormState({ control, name });
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hasError = hasErrorAt(errors, name);

  const show = useCallback((wrong: boolean) => {
    clearTimeout(timer.current);
    setShown(wrong);
    if (wrong) timer.current = setTimeout(() => setShown(false), TIP_MS);
  }, []);

  const check = useCallback(() => {
    void trigger(name).then((valid) => show(!valid));
  }, [name, show, trigger]);

  // A submit checks every field: the wrong ones show their tips.
  const lastSubmit = useRef(submitCount);
  useEffect(() => {
    if (submitCount === lastSubmit.current) return;
    lastSubmit.current = submitCount;
    show(hasError);
  }, [submitCount, hasError, show]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown: shown && hasError, check };
}

function hasErrorAt(errors: object, name: string): boolean {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}
