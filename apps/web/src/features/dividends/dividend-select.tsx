import { useRef, useState } from 'react';
import { Alert, Button, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClientDividend, DividendOption } from '@lantau/contract';
import { formatAmount } from '@lantau/domain';
import { isApiError } from '../../shared/api';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useEncryptedQuery } from '../../shared/url';
import { useDividend, usePostElection } from './dividends-api';
import {
  attemptFor,
  electionPreview,
  electionRequest,
  initialDraft,
  isDraftValid,
  mixedRange,
  type ElectionAttempt,
  type ElectionDraft,
} from './election-draft';

/**
 * fund/dividend_selection/list/select: the options, a live preview, the deadline. Which dividend and account
 * travel in the sealed query string (spec section 2: query strings are encrypted in the URL).
 */
export function DividendSelect() {
  const { t } = useTranslation('dividends');
  useDocumentTitle(t('select.title'));
  const query = useEncryptedQuery();
  const params = query.status === 'ready' ? query.params : {};
  const dividend = useDividend(params.announcement ?? '', params.account ?? '');
  if (query.status === 'loading') return <PageLoader />;
  if (query.status === 'invalid' || !params.announcement || !params.account) {
    return <Alert color="gray" title={t('select.invalidLink')} />;
  }
  if (dividend.isPending) return <PageLoader />;
  if (dividend.isError) return <RetryAlert title={t('loadFailed')} onRetry={() => void dividend.refetch()} />;
  return <ElectionForm item={dividend.data} />;
}

function ElectionForm({ item }: { item: ClientDividend }) {
  const { t } = useTranslation('dividends');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { announcement } = item;
  const [draft, setDraft] = useState<ElectionDraft>(() => initialDraft(item));
  const post = usePostElection(announcement.announcementID);
  const attempt = useRef<ElectionAttempt | null>(null);

  const valid = isDraftValid(item, draft);
  const range = mixedRange(item.sharesHeld);
  const preview = electionPreview(item, draft);
  const submit = () => {
    const body = electionRequest(item, draft);
    attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    post.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => void navigate('../success'),
        onError: (error) => {
          // Only a request that may not have arrived is retried under its key; a refused one starts afresh.
          if (!isApiError(error) || (error.code !== 'NETWORK' && error.code !== 'TIMEOUT'))
            attempt.current = null;
        },
      },
    );
  };
  const currency = announcement.currency;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('select.title')}</Title>
      <Text fw={600}>
        {announcement.stockCode} {localName(announcement.name, language)} · {item.accountNumber}
      </Text>
      <Text>
        {t('select.terms', {
          rate: announcement.cashRate,
          currency,
          shares: item.sharesHeld,
          amount: formatAmount(item.grossAmount),
        })}
      </Text>
      {announcement.scripPrice !== null && (
        <Text>{t('select.scripPrice', { price: announcement.scripPrice, currency })}</Text>
      )}
      <Text>
        {t('select.deadline', { date: announcement.electionDeadline, payment: announcement.paymentDate })}
      </Text>
      {!item.entitlementFixed && <Text c="dimmed">{t('select.provisional')}</Text>}
      {!item.canElect && (
        <Alert color="gray" title={t(`status.${item.status}`)}>
          {item.payment
            ? t('select.paid', {
                currency,
                amount: formatAmount(item.payment.cashAmount),
                count: item.payment.scripQuantity,
              })
            : t('select.closed')}
        </Alert>
      )}
      <form
        aria-label={t('select.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && item.canElect) submit();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('select.option')}
            value={draft.option}
            onChange={(value) => setDraft({ ...draft, option: value as DividendOption })}
          >
            <Stack gap="xs" mt="xs">
              {announcement.options.map((candidate) => (
                <Radio
                  key={candidate}
                  value={candidate}
                  label={t(`option.${candidate}`)}
                  disabled={!item.canElect || (candidate === 'MIXED' && range === null)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {draft.option === 'MIXED' && range !== null && (
            <NumberInput
              label={t('select.mixedShares', { held: item.sharesHeld })}
              value={draft.mixedShares}
              onChange={(value) => setDraft({ ...draft, mixedShares: typeof value === 'number' ? value : 0 })}
              min={range.min}
              max={range.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              disabled={!item.canElect}
              error={valid ? undefined : t('select.mixedInvalid', range)}
            />
          )}
          <Alert color="blue" title={t('select.preview')} aria-live="polite">
            <Text size="sm">
              {t('select.previewBody', {
                currency,
                cash: formatAmount(preview.cash),
                count: preview.newShares,
              })}
            </Text>
            {draft.option !== 'CASH' && (
              <Text size="sm" mt={4}>
                {preview.newShares === 0
                  ? t('select.previewNoShare')
                  : t('select.previewScrip', {
                      currency,
                      count: preview.newShares,
                      price: announcement.scripPrice,
                      cost: formatAmount(preview.scripCost),
                    })}
              </Text>
            )}
          </Alert>
          {post.isError && (
            <Alert color="red" role="alert">
              {post.error.message}
            </Alert>
          )}
          {item.canElect && (
            <Button type="submit" loading={post.isPending} disabled={!valid} w="fit-content">
              {t('select.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
