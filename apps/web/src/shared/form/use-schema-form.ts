import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type Schema<T extends FieldValues> = z.ZodType<T, T>;

/**
 * A react-hook-form form validated by a zod schema (the contract's or one built on the domain's rules). Fields
 * are checked when the user touches them (the tips), and all at once on submit. Pass a function when the rules
 * depend on facts that change while the form is open (a live price, the sellable quantity): it is asked for
 * the schema at every check.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: Schema<T> | (() => Schema<T>),
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  const resolver: Resolver<T> = (values, context, options) =>
    zodResolver(typeof schema === 'function' ? schema() : schema)(values, context, options);
  return useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}
