import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * A field's problem for the input's `error` slot. Messages are text keys (with their namespace, like
 * 'trade:problems.LOT_SIZE') so the schemas stay free of language. Visible while the tip is shown and announced
 * then (role alert); afterwards it stays for screen readers only, and the field stays marked invalid.
 */
export function fieldErrorNode(error: FieldError | undefined, shown: boolean) {
  if (!error) return undefined;
  return <FieldErrorText message={error.message ?? ''} shown={shown} />;
}

function FieldErrorText({ message, shown }: { message: string; shown: boolean }) {
  const { t } = useTranslation();
  // The message is a key chosen at run time by a schema; i18next's typed keys cannot know it.
  const text = message === '' ? t('form.invalid') : (t as unknown as (key: string) => string)(message);
  return shown ? <span role="alert">{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>;
}
