import { z } from 'zod';
import { amountField } from '../flow/amount-rules';

const required = z.string().trim().min(1, 'fund:common.required');

/** The deposit's details form; the minimum and whether a certificate is needed come from the chosen method. */
export function depositDetailsSchema(limits: () => { min?: string }) {
  return z.object({
    payerBank: required,
    payerAccountName: required.max(120),
    payerAccountNumber: z
      .string()
      .trim()
      .regex(/^[0-9-]{6,30}$/, 'fund:deposit.accountNumberInvalid'),
    payeeBankID: required,
    amount: amountField(limits),
    nonRegisteredBank: z.boolean(),
  });
}

export type DepositDetailsValues = z.infer<ReturnType<typeof depositDetailsSchema>>;
