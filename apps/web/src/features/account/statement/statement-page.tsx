import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StatementKind, StatementSummary } from '@lantau/contract';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { accountLabel } from '../overview/account-toolbar';
import { businessDate } from '../record/record-range';
import { downloadBlob } from '../ui/download-file';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useSelectedAccount } from '../use-selected-account';
import { fetchStatementPdf, useStatements } from './statement-api';
import { rangeOf, yearsBetween } from './statement-ranges';

/** main/account/statement: daily and monthly statements of the account, each downloadable as a PDF. */
export function StatementPage() {
  const { t } = useTranslation('statements');
  useDocumentTitle(t('title'));
  // The business date when the page opened: the pickers' upper bound and their first choice.
  const [today] = useState(() => businessDate(Date.now()));
  const { accounts, account, choose } = useSelectedAccount();
  const [kind, setKind] = useState<StatementKind>('MONTHLY');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [year, setYear] = useState(today.slice(0, 4));
  const choice = kind === 'DAILY' ? month : year;
  const statements = useStatements(account?.accountNumber, { kind, ...rangeOf(kind, choice) });
  const download = useMutation({
    mutationFn: async (statement: StatementSummary) => {
      const file = await fetchStatementPdf(account!.accountNumber, statement.kind, statement.period);
      downloadBlob(file.blob, file.fileName);
    },
  });
  const earliest = statements.data?.earliest ?? today;

  const picker =
    kind === 'DAILY' ? (
      <TextInput
        type="month"
        label={t('month')}
        value={month}
        min={earliest.slice(0, 7)}
        max={today.slice(0, 7)}
        onChange={(event) => event.currentTarget.value && setMonth(event.currentTarget.value)}
      />
    ) : (
      <NativeSelect
        label={t('year')}
        value={year}
        onChange={(event) => setYear(event.currentTarget.value)}
        data={yearsBetween(earliest, today)}
      />
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={kind} onChange={(next) => next && setKind(next as StatementKind)}>
        <Tabs.List aria-label={t('kinds')}>
          <Tabs.Tab value="DAILY">{t('kind.DAILY')}</Tabs.Tab>
          <Tabs.Tab value="MONTHLY">{t('kind.MONTHLY')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="md" wrap="wrap">
        {accounts.data && account && (
          <NativeSelect
            label={t('account')}
            value={account.accountNumber}
            onChange={(event) => choose(event.currentTarget.value)}
            data={accounts.data.map((candidate) => ({
              value: candidate.accountNumber,
              label: accountLabel(candidate),
            }))}
          />
        )}
        {picker}
      </Group>
      <MutationError error={download.error} />
      {statements.isError ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void statements.refetch()} />
      ) : (
        <StatementTable
          statements={statements.data?.statements}
          loading={statements.isFetching}
          downloading={download.isPending ? download.variables : undefined}
          onDownload={(statement) => download.mutate(statement)}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('history', { date: earliest })}
      </Text>
    </Stack>
  );
}

interface StatementTableProps {
  statements: StatementSummary[] | undefined;
  loading: boolean;
  downloading: StatementSummary | undefined;
  onDownload: (statement: StatementSummary) => void;
}

function StatementTable({ statements, loading, downloading, onDownload }: StatementTableProps) {
  const { t } = useTranslation('statements');
  if (!statements) return <Text aria-busy={loading}>{t('loading')}</Text>;
  if (statements.length === 0) return <Text role="status">{t('empty')}</Text>;
  return (
    <Table striped highlightOnHover aria-busy={loading}>
      <Table.Caption>{t('caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('statement')}</Table.Th>
          <Table.Th scope="col">{t('covers')}</Table.Th>
          <Table.Th scope="col">{t('file')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statements.map((statement) => {
          const name = t('name', { kind: t(`kind.${statement.kind}`), period: statement.period });
          const busy = downloading?.kind === statement.kind && downloading.period === statement.period;
          return (
            <Table.Tr key={`${statement.kind}-${statement.period}`}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td>{t('range', { from: statement.from, to: statement.to })}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={busy}
                  aria-label={t('downloadNamed', { name })}
                  onClick={() => onDownload(statement)}
                >
                  {t('download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
