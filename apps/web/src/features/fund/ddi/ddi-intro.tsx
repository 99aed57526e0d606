import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FundSettings } from '@lantau/contract';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useEddaAuthorisations } from '../api/get-edda-authorisations';
import { useFundNavigation } from '../use-fund-navigation';
import { EddaStateBadge } from './edda-state-badge';
import { useLocalized } from '../../../shared/i18n';

type Switches = FundSettings['switches'];

/**
 * fund/deposit/ddi_intro: what eDDA is, the banks that support it, the client's authorisations, and the way on:
 * authorise (unless 'eDDA suspended'), then debit with a confirmed one (unless 'feature not yet open').
 */
export function DdiIntro({ switches }: { switches: Switches }) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('ddi.introTitle'));
  const { pathOf } = useFundNavigation();
  const localized = useLocalized();
  const authorisations = useEddaAuthorisations();
  const paragraphs = t('ddi.intro', { returnObjects: true }) as string[];
  const confirmed = authorisations.data?.some((authorisation) => authorisation.state === 'CONFIRMED');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('ddi.introTitle')}</Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {switches.DDASupportBankInfoLink && (
        <Anchor href={switches.DDASupportBankInfoLink} target="_blank" rel="noreferrer">
          {t('ddi.supportedBanks')}
        </Anchor>
      )}
      {switches.WebFundInSuspendDDA && (
        <Alert
          color="yellow"
          title={t('ddi.suspendedDDA')}
          role="status"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {t('ddi.suspendedDDABody')}
        </Alert>
      )}
      {switches.WebFundInSuspendDDI && (
        <Alert
          color="yellow"
          title={t('ddi.suspendedDDI')}
          role="status"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {t('ddi.suspendedDDIBody')}
        </Alert>
      )}
      <Title order={2}>{t('ddi.authorisations')}</Title>
      {authorisations.isError ? (
        <RetryAlert title={t('common.loadFailed')} onRetry={() => void authorisations.refetch()} />
      ) : !authorisations.data ? (
        <PageLoader />
      ) : authorisations.data.length === 0 ? (
        <Text c="dimmed">{t('ddi.noAuthorisations')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('ddi.authorisations')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ddi.bank')}</Table.Th>
                <Table.Th>{t('ddi.accountNumber')}</Table.Th>
                <Table.Th>{t('common.account')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {authorisations.data.map((authorisation) => (
                <Table.Tr key={authorisation.eddaID}>
                  <Table.Td>{localized(authorisation.bankName)}</Table.Td>
                  <Table.Td className="num">{authorisation.maskedBankAccountNumber}</Table.Td>
                  <Table.Td className="num">{authorisation.accountNumber}</Table.Td>
                  <Table.Td>
                    <EddaStateBadge state={authorisation.state} />
                    {authorisation.stateMessage && (
                      <Text size="xs" c="dimmed">
                        {authorisation.stateMessage}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        {!switches.WebFundInSuspendDDA && (
          <Button
            component={Link}
            to={pathOf('deposit', 'ddi_auth')}
            variant={confirmed ? 'default' : 'filled'}
          >
            {t('ddi.authorise')}
          </Button>
        )}
        {confirmed && !switches.WebFundInSuspendDDI && (
          <Button component={Link} to={pathOf('deposit', 'ddi_form_submission')}>
            {t('ddi.debit')}
          </Button>
        )}
        <Button component={Link} to={pathOf('deposit')} variant="subtle">
          {t('common.back')}
        </Button>
      </Group>
    </Stack>
  );
}
