import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ClientDividend, DividendEntitlementStatus } from '@lantau/contract';
import { formatAmount } from '@lantau/domain';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { PageLoader } from '../../shared/ui/page-loader';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { localName } from '../../shared/market-data';
import { useLanguage } from '../../shared/i18n';
import { useEncryptedNavigate } from '../../shared/url';
import { useDividends } from './dividends-api';

const statusColors: Record<DividendEntitlementStatus, string> = {
  TO_ELECT: 'blue',
  ELECTED: 'teal',
  PAST_DEADLINE: 'gray',
  PAID: 'green',
};

/** Opens list/select for one dividend and account, with both sealed in the query string. */
function useOpenElection() {
  const navigate = useEncryptedNavigate();
  const { pathname } = useLocation();
  return (item: ClientDividend) =>
    navigate(`${pathname.replace(/\/$/, '')}/select`, {
      announcement: item.announcement.announcementID,
      account: item.accountNumber,
    });
}

/** fund/dividend_selection/list: each dividend per entitled account, its status and the way to elect. */
export function DividendList() {
  const { t } = useTranslation('dividends');
  useDocumentTitle(t('list.title'));
  const dividends = useDividends();
  const openElection = useOpenElection();
  const { language } = useLanguage();
  if (dividends.isPending) return <PageLoader />;
  if (dividends.isError)
    return <RetryAlert title={t('loadFailed')} onRetry={() => void dividends.refetch()} />;
  const items = dividends.data.dividends;
  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      {items.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.stock')}</Table.Th>
                <Table.Th scope="col">{t('list.status')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('list.action')}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">{t('list.entitlement')}</Table.Th>
                <Table.Th scope="col">{t('list.account')}</Table.Th>
                <Table.Th scope="col">{t('list.deadline')}</Table.Th>
                <Table.Th scope="col">{t('list.paymentDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={`${item.announcement.announcementID}-${item.accountNumber}`}>
                  <Table.Td>
                    {item.announcement.stockCode} {localName(item.announcement.name, language)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[item.status]} variant="dot">
                      {t(`status.${item.status}`)}
                    </Badge>
                    {item.election && item.status !== 'PAID' && (
                      <Text size="xs" mt={4}>
                        {t(`option.${item.election.option}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      onClick={() => void openElection(item)}
                      size="xs"
                      variant={item.canElect ? 'filled' : 'default'}
                      aria-label={t(item.canElect ? 'list.electFor' : 'list.viewFor', {
                        stock: item.announcement.stockCode,
                        account: item.accountNumber,
                      })}
                    >
                      {t(item.canElect ? 'list.elect' : 'list.view')}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    {t('list.entitlementValue', {
                      shares: item.sharesHeld,
                      currency: item.announcement.currency,
                      amount: formatAmount(item.grossAmount),
                    })}
                  </Table.Td>
                  <Table.Td>{item.accountNumber}</Table.Td>
                  <Table.Td>{item.announcement.electionDeadline}</Table.Td>
                  <Table.Td>{item.announcement.paymentDate}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
