import { Accordion, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useFundNavigation } from '../use-fund-navigation';

function BackToDeposit() {
  const { t } = useTranslation('fund');
  const { pathOf } = useFundNavigation();
  return (
    <Anchor component={Link} to={pathOf('deposit')}>
      {t('common.back')}
    </Anchor>
  );
}

/** fund/deposit/agreement: the terms a client accepts before submitting a deposit. */
export function DepositAgreementPage() {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('deposit.agreementTitle'));
  const clauses = t('deposit.agreement', { returnObjects: true }) as string[];
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('deposit.agreementTitle')}</Title>
      <List type="unordered" listStyleType="none" spacing="sm" p={0}>
        {clauses.map((clause) => (
          <List.Item key={clause}>
            <Text>{clause}</Text>
          </List.Item>
        ))}
      </List>
      <BackToDeposit />
    </Stack>
  );
}

/** fund/deposit/faq: the questions clients ask about deposits, one open at a time. */
export function DepositFaqPage() {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('deposit.faqTitle'));
  const entries = t('deposit.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('deposit.faqTitle')}</Title>
      <Accordion variant="separated" defaultValue={entries[0]?.q}>
        {entries.map((entry) => (
          <Accordion.Item key={entry.q} value={entry.q}>
            <Accordion.Control>{entry.q}</Accordion.Control>
            <Accordion.Panel>
              <Text>{entry.a}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <BackToDeposit />
    </Stack>
  );
}

/** fund/deposit/agreement and fund/deposit/faq, one chunk for both. */
export default function DepositTextsPage({ page }: { page: 'agreement' | 'faq' }) {
  return page === 'agreement' ? <DepositAgreementPage /> : <DepositFaqPage />;
}
