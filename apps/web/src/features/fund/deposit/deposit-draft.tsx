import { createContext, useContext, useState, type ReactNode } from 'react';
import type { DepositMethod, FundRequest } from '@lantau/contract';
import type { CurrencyChoice } from '../flow/currency-step';

/** What the deposit steps have chosen so far; kept while the flow's routes change, gone on reload. */
export interface DepositDraft extends Partial<CurrencyChoice> {
  method?: DepositMethod;
  details?: DepositDetails;
  /** The request the confirmation placed, for the success step. */
  placed?: FundRequest;
}

export interface DepositDetails {
  payerBank: string;
  payerAccountName: string;
  payerAccountNumber: string;
  payeeBankID: string;
  amount: string;
  nonRegisteredBank: boolean;
  certificate?: File;
}

interface DraftContext {
  draft: DepositDraft;
  update: (change: Partial<DepositDraft>) => void;
  clear: () => void;
}

const Context = createContext<DraftContext | null>(null);

export function DepositDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<DepositDraft>({});
  return (
    <Context.Provider
      value={{
        draft,
        update: (change) => setDraft((current) => ({ ...current, ...change })),
        clear: () => setDraft({}),
      }}
    >
      {children}
    </Context.Provider>
  );
}

export function useDepositDraft(): DraftContext {
  const context = useContext(Context);
  if (!context) throw new Error('useDepositDraft outside DepositDraftProvider');
  return context;
}
