import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { FlowProgress } from './flow-progress';
import { FlowResult } from './flow-result';
import type { FlowName, FlowStep } from './flow-steps';

/** What a fund screen shows until its query has an answer: the loader, or the retry when the call failed. */
export function LoadingOrRetry({ query }: { query: Pick<UseQueryResult, 'isError' | 'refetch'> }) {
  const { t } = useTranslation('fund');
  if (query.isError)
    return <RetryAlert title={t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  return <PageLoader />;
}

/** One step of a flow: where the user stands, above the step itself. */
export function FlowStepPage<F extends FlowName>({
  flow,
  step,
  children,
}: {
  flow: F;
  step: FlowStep<F>;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <FlowProgress flow={flow} step={step} />
      {children}
    </Stack>
  );
}

/**
 * A flow's success page: what the placed request will do, or back to the flow's start when nothing was placed
 * in this visit (a reload, a bookmark).
 */
export function FlowSuccessPage({
  flow,
  title,
  root,
  body,
}: {
  flow: FlowName;
  title: string;
  root: string;
  /** What the placed request will do; undefined when nothing was placed. */
  body: string | undefined;
}) {
  if (body === undefined) return <Navigate to={root} replace />;
  return (
    <FlowStepPage flow={flow} step="done">
      <FlowResult title={title} again={root}>
        {body}
      </FlowResult>
    </FlowStepPage>
  );
}
