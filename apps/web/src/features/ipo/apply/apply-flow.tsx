import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IpoApplication } from '@lantau/contract';
import { formatAmount } from '@lantau/domain';
import { isApiError } from '../../../shared/api';
import { attemptFor, type IdempotentAttempt } from '../../../shared/api/idempotency-attempt';
import { useEncryptedQuery } from '../../../shared/url';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccounts } from '../../account';
import { IpoTable } from '../calendar/ipo-table';
import { useIpo, useIpos, usePostIpoApplication } from '../ipo-api';
import { useIpoNavigation } from '../use-ipo-navigation';
import { useOpenIpo } from '../use-open-ipo';
import { ApplyConfirmation } from './apply-confirmation';
import { ApplyForm } from './apply-form';
import { applyRequest, type ApplyValues } from './apply-model';

interface Draft {
  ipoID: string;
  values: ApplyValues;
}

/**
 * ipo/apply: root (choose the issue), form_submission, confirmation, success. What the client chose lives in
 * memory for the visit; a step opened without it (a reload, a bookmark) goes back to the form or the root.
 * One Idempotency-Key per application as sent: a double click, or a retry after no answer, applies once.
 */
export function ApplyFlow() {
  const navigate = useNavigate();
  const { pathOf } = useIpoNavigation();
  const [draft, setDraft] = useState<Draft>();
  const [placed, setPlaced] = useState<IpoApplication>();
  const post = usePostIpoApplication();
  const attempt = useRef<IdempotentAttempt | null>(null);
  // A second click before the button shows it is busy (a double click) sends nothing more; after an answer
  // that placed the application, nothing more either (the success page replaces the button).
  const sending = useRef(false);
  const ipo = useIpo(draft?.ipoID);

  const confirm = () => {
    if (!draft || !ipo.data || sending.current) return;
    sending.current = true;
    const body = applyRequest(ipo.data.ipo, draft.values);
    attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    post.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (application) => {
          attempt.current = null;
          // The draft stays: cleared here, the confirmation would send the client back to the root before
          // the success page shows.
          setPlaced(application);
          void navigate(pathOf('apply', 'success'), { replace: true });
        },
        onError: (error) => {
          sending.current = false;
          // Only a request that may not have arrived is retried under its key; a refused one starts afresh.
          if (!isApiError(error) || (error.code !== 'NETWORK' && error.code !== 'TIMEOUT'))
            attempt.current = null;
        },
      },
    );
  };

  const confirmation =
    draft && ipo.data ? (
      <ApplyConfirmation
        ipo={ipo.data.ipo}
        values={draft.values}
        error={post.error}
        pending={post.isPending}
        onBack={() => {
          post.reset();
          void navigate(-1);
        }}
        onConfirm={confirm}
      />
    ) : draft && ipo.isPending ? (
      <PageLoader />
    ) : (
      <Navigate to={pathOf('apply')} replace />
    );

  return (
    <Routes>
      <Route index element={<ChooseIssue />} />
      <Route
        path="form_submission"
        element={
          <FormStep
            draft={draft}
            onReview={(ipoID, values) => {
              // A new application (after a placed one, or a changed form): free to send again.
              sending.current = false;
              post.reset();
              setDraft({ ipoID, values });
              void navigate(pathOf('apply', 'confirmation'));
            }}
          />
        }
      />
      <Route path="confirmation" element={confirmation} />
      <Route
        path="success"
        element={placed ? <ApplySuccess placed={placed} /> : <Navigate to={pathOf('apply_record')} replace />}
      />
      <Route path="*" element={<Navigate to={pathOf('apply')} replace />} />
    </Routes>
  );
}

/** ipo/apply: the issues taking applications now; one chosen opens its form (so does a link naming one). */
function ChooseIssue() {
  const { t } = useTranslation('ipo');
  useDocumentTitle(t('apply.chooseTitle'));
  const { search } = useLocation();
  const query = useEncryptedQuery();
  const ipos = useIpos('OPEN');
  const open = useOpenIpo();
  if (query.status === 'ready' && query.params.ipo)
    return <Navigate to={`form_submission${search}`} replace />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('apply.chooseTitle')}</Title>
      <Text c="dimmed">{t('apply.chooseIntro')}</Text>
      {ipos.isError ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void ipos.refetch()} />
      ) : (
        <IpoTable
          view="OPEN"
          ipos={ipos.data?.ipos}
          loading={ipos.isPending}
          onDetails={(chosen) => open.details(chosen.ipoID)}
          onApply={(chosen) => open.apply(chosen.ipoID)}
        />
      )}
    </Stack>
  );
}

/** The form of the issue sealed in the query; its fees come with the issue ('IPO fee not loaded' else). */
function FormStep({
  draft,
  onReview,
}: {
  draft: Draft | undefined;
  onReview: (ipoID: string, values: ApplyValues) => void;
}) {
  const { t } = useTranslation(['ipo', 'errors']);
  const { pathOf } = useIpoNavigation();
  const query = useEncryptedQuery();
  const ipoID = query.status === 'ready' ? query.params.ipo : undefined;
  const ipo = useIpo(ipoID);
  const accounts = useAccounts();
  if (query.status === 'loading') return <PageLoader />;
  if (!ipoID) return <Navigate to={pathOf('apply')} replace />;
  if (ipo.isError) {
    return <RetryAlert title={t('errors:ipoFeeNotLoaded')} onRetry={() => void ipo.refetch()} />;
  }
  if (accounts.isError) {
    return <RetryAlert title={t('loadFailed')} onRetry={() => void accounts.refetch()} />;
  }
  if (ipo.isPending || accounts.isPending) return <PageLoader />;
  return (
    <ApplyForm
      key={ipoID}
      ipo={ipo.data.ipo}
      accounts={accounts.data}
      draft={draft?.ipoID === ipoID ? draft.values : undefined}
      onReview={(values) => onReview(ipoID, values)}
    />
  );
}

/** ipo/apply/success: the application's reference and what happens next. */
function ApplySuccess({ placed }: { placed: IpoApplication }) {
  const { t } = useTranslation('ipo');
  const { pathOf } = useIpoNavigation();
  useDocumentTitle(t('apply.successTitle'));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('apply.successTitle')}</Title>
      <Alert color="green" role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
        <Text fw={600}>{t('apply.reference', { reference: placed.reference })}</Text>
        <Text size="sm" mt={4}>
          {t('apply.held', {
            amount: formatAmount(placed.totalDue),
            currency: placed.currency,
            account: placed.accountNumber,
          })}
        </Text>
        <Text size="sm" mt={4}>
          {placed.type === 'FINANCED' ? t('apply.nextFinanced') : t('apply.nextCash')}
        </Text>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={pathOf('apply_record')}>
          {t('apply.toRecords')}
        </Button>
        <Button component={Link} to={pathOf('info')} variant="default">
          {t('apply.toCalendar')}
        </Button>
      </Group>
    </Stack>
  );
}
