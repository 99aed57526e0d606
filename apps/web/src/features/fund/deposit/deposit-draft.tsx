import type { DepositMethod, FundRequest } from '@lantau/contract';
import type { CurrencyChoice } from '../flow/currency-step';
import { createFlowDraft } from '../flow/flow-draft';

export interface DepositDetails {
  payerBank: string;
  payerAccountName: string;
  payerAccountNumber: string;
  payeeBankID: string;
  amount: string;
  nonRegisteredBank: boolean;
  certificate?: File;
}

/** What the deposit steps have chosen so far. */
export interface DepositDraft extends CurrencyChoice {
  method: DepositMethod;
  details: DepositDetails;
  /** The request the confirmation (or the eDDI debit) placed, for the success step. */
  placed: FundRequest;
}

const depositDraft = createFlowDraft<DepositDraft>('deposit');
export const DepositDraftProvider = depositDraft.Provider;
export const useDepositDraft = depositDraft.useDraft;
