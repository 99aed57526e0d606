import { useRef, useState } from 'react';
import { Alert, Button, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClientDividend, DividendOption } from '@lantau/contract';
import { dividendPayout, formatAmount, scripSharesOf } from '@lantau/domain';
import { isApiError } from '../../shared/api';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useEncryptedQuery } from '../../shared/url';
import { useDividend, usePostElection } from './dividends-api';

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
  const [option, setOption] = useState<DividendOption>(item.election?.option ?? 'CASH');
  const [mixedShares, setMixedShares] = useState<number>(
    item.election?.option === 'MIXED' ? item.election.scripShares : Math.floor(item.sharesHeld / 2),
  );
  const post = usePostElection(announcement.announcementID);
  // One Idempotency-Key per election as sent: a retry after no answer reuses it, a changed election does not.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const scripShares = scripSharesOf(option, item.sharesHeld, mixedShares);
  const mixedValid = option !== 'MIXED' || (mixedShares > 0 && mixedShares < item.sharesHeld);
  const preview = dividendPayout({
    sharesHeld: item.sharesHeld,
    cashRate: announcement.cashRate,
    scripPrice: announcement.scripPrice,
    scripShares,
  });
  const body = {
    accountNumber: item.accountNumber,
    option,
    ...(option === 'MIXED' ? { scripShares: mixedShares } : {}),
  };
  const submit = () => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    post.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => void navigate('../success'),
        onError: (error) => {
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
                shares: item.payment.scripQuantity,
              })
            : t('select.closed')}
        </Alert>
      )}
      <form
        aria-label={t('select.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (mixedValid && item.canElect) submit();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('select.option')}
            value={option}
            onChange={(value) => setOption(value as DividendOption)}
          >
            <Stack gap="xs" mt="xs">
              {announcement.options.map((candidate) => (
                <Radio
                  key={candidate}
                  value={candidate}
                  label={t(`option.${candidate}`)}
                  disabled={!item.canElect}
                />
              ))}
            </Stack>
          </Radio.Group>
          {option === 'MIXED' && (
            <NumberInput
              label={t('select.mixedShares', { held: item.sharesHeld })}
              value={mixedShares}
              onChange={(value) => setMixedShares(typeof value === 'number' ? value : 0)}
              min={1}
              max={item.sharesHeld - 1}
              allowDecimal={false}
              allowNegative={false}
              disabled={!item.canElect}
              error={mixedValid ? undefined : t('select.mixedInvalid', { held: item.sharesHeld })}
            />
          )}
          <Alert color="blue" title={t('select.preview')} aria-live="polite">
            {t('select.previewBody', {
              currency,
              cash: formatAmount(preview.cashAmount.toFixed(2)),
              shares: preview.scripQuantity,
            })}
          </Alert>
          {post.isError && (
            <Alert color="red" role="alert">
              {post.error.message}
            </Alert>
          )}
          {item.canElect && (
            <Button type="submit" loading={post.isPending} disabled={!mixedValid} w="fit-content">
              {t('select.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
