import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import type { FundRequest, FundSettings } from '@lantau/contract';
import { useFundSettings } from '../api/get-fund-settings';
import { useFundNavigation } from '../use-fund-navigation';
import { FlowStepPage, FlowSuccessPage, LoadingOrRetry } from './flow-pages';

interface OnePageFlowProps {
  flow: 'exchange' | 'transfer';
  /** The root's form: currencies and amount on one page. */
  form: (settings: FundSettings, onPlaced: (request: FundRequest) => void) => ReactNode;
  successTitle: string;
  /** What the placed request will do, or undefined when it is not this flow's kind. */
  successBody: (placed: FundRequest) => string | undefined;
}

/** A flow of a form at its root and a success page (fund/exchange, the transfer). */
export function OnePageFlow({ flow, form, successTitle, successBody }: OnePageFlowProps) {
  const settings = useFundSettings();
  const [placed, setPlaced] = useState<FundRequest>();
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const root = pathOf(flow);
  if (settings.isError || !settings.data) return <LoadingOrRetry query={settings} />;
  const body = placed && (successBody(placed) || undefined);
  return (
    <Routes>
      <Route
        index
        element={
          <FlowStepPage flow={flow} step="details">
            {form(settings.data, (request) => {
              setPlaced(request);
              void navigate(`${root}/success`);
            })}
          </FlowStepPage>
        }
      />
      <Route
        path="success"
        element={<FlowSuccessPage flow={flow} title={successTitle} root={root} body={body} />}
      />
      <Route path="*" element={<Navigate to={root} replace />} />
    </Routes>
  );
}
