import type { ComponentProps, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CurrencyStep } from './currency-step';
import { useFundNavigation } from '../use-fund-navigation';
import { FlowSuccessPage } from './flow-pages';

type CurrencyStepProps = ComponentProps<typeof CurrencyStep>;

interface FlowRoutesProps {
  flow: CurrencyStepProps['flow'];
  /** The first step, the account and currency, at the root. */
  currency: Omit<CurrencyStepProps, 'flow'>;
  /** What the placed request will do; undefined until one is placed in this visit. */
  placedText: string | undefined;
  /** The flow's own steps and pages, as routes. */
  children: ReactNode;
}

/**
 * A fund flow's routes: the currency step at its root, its own steps, the success page, and the root again for
 * any other path.
 */
export function FlowRoutes({ flow, currency, placedText, children }: FlowRoutesProps) {
  const { t } = useTranslation('fund');
  const root = useFundNavigation().pathOf(flow);
  const success = (
    <FlowSuccessPage flow={flow} title={t(`${flow}.successTitle`)} root={root} body={placedText} />
  );
  return (
    <Routes>
      <Route index element={<CurrencyStep flow={flow} {...currency} />} />
      {children}
      <Route path="success" element={success} />
      <Route path="*" element={<Navigate to={root} replace />} />
    </Routes>
  );
}
