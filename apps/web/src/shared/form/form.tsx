import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import './form-touch.css';

export interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  'aria-label'?: string;
  id?: string;
  /** Every control a finger's size (44 px and more, form-touch.css): on a phone, for a form used often there. */
  touch?: boolean;
}

/**
 * The form kit's frame: gives the fields their form by context (so each binds by name alone) and submits
 * through react-hook-form, which checks every field first. The browser's own validation stays off: the
 * fields show the kit's tips in the user's language instead.
 */
export function Form<T extends FieldValues>({ form, onSubmit, children, touch, ...rest }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className={touch ? 'form-touch' : undefined}
        {...rest}
      >
        {children}
      </form>
    </FormProvider>
  );
}
