import { createContext, useContext, useState, type ReactNode } from 'react';

export interface FlowDraft<T> {
  draft: Partial<T>;
  update: (change: Partial<T>) => void;
}

/**
 * What a flow's steps have chosen so far, shared by its routes: kept while the user moves between steps, gone
 * on reload (a certificate file cannot be kept anyway), when the steps' guards send them back to the start.
 */
export function createFlowDraft<T>(name: string) {
  const Context = createContext<FlowDraft<T> | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [draft, setDraft] = useState<Partial<T>>({});
    return (
      <Context.Provider
        value={{ draft, update: (change) => setDraft((current) => ({ ...current, ...change })) }}
      >
        {children}
      </Context.Provider>
    );
  }

  function useDraft(): FlowDraft<T> {
    const context = useContext(Context);
    if (!context) throw new Error(`${name} draft used outside its flow`);
    return context;
  }

  return { Provider, useDraft };
}
