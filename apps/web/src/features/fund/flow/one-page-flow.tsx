import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FundRequest, FundSettings } from '@lantau/contract';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useFundSettings } from '../api/get-fund-settings';
import { useFundNavigation } from '../use-fund-navigation';
import { FlowProgress } from './flow-progress';
import { FlowResult } from './flow-result';

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
  const { t } = useTranslation('fund');
  const settings = useFundSettings();
  const [placed, setPlaced] = useState<FundRequest>();
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const root = pathOf(flow);
  if (settings.isError) {
    return <RetryAlert title={t('common.loadFailed')} onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) return <PageLoader />;
  const body = placed && successBody(placed);
  return (
    <Routes>
      <Route
        index
        element={
          <Stack gap="md">
            <FlowProgress flow={flow} step="details" />
            {form(settings.data, (request) => {
              setPlaced(request);
              void navigate(`${root}/success`);
            })}
          </Stack>
        }
      />
      <Route
        path="success"
        element={
          body ? (
            <Stack gap="md">
              <FlowProgress flow={flow} step="done" />
              <FlowResult title={successTitle} again={root}>
                {body}
              </FlowResult>
            </Stack>
          ) : (
            <Navigate to={root} replace />
          )
        }
      />
      <Route path="*" element={<Navigate to={root} replace />} />
    </Routes>
  );
}
