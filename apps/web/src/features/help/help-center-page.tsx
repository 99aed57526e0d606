import { lazy, Suspense, useMemo, useState } from 'react';
import { Accordion, Anchor, Button, Grid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrokerContact } from '@lantau/contract';
import { useSessionUserID } from '../../shared/session';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { SectionCard } from '../../shared/ui/section-card';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { searchFaqs } from './faq-search';
import { submitFeedback, useHelpCenter } from './help-api';
import { useLocalized } from '../../shared/i18n';

// The dialog (form, image picking, validation) loads when first opened, not with the help page.
const FeedbackDialog = lazy(async () => ({
  default: (await import('../../shared/ui/dialogs/feedback/feedback-dialog')).FeedbackDialog,
}));

/** /{code}/main/help_center: the broker's FAQ with search, its contact details, and feedback. */
export function HelpCenterPage() {
  const { t } = useTranslation('help');
  useDocumentTitle(t('title'));
  const userID = useSessionUserID() ?? '';
  const help = useHelpCenter();
  const [feedbackOpened, setFeedbackOpened] = useState(false);
  const [feedbackLoaded, setFeedbackLoaded] = useState(false);

  const openFeedback = () => {
    setFeedbackLoaded(true);
    setFeedbackOpened(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {help.isError ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void help.refetch()} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FaqSection faqs={help.data?.faqs} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ContactSection contact={help.data?.contact} pending={help.isPending} />
              <SectionCard titleId="help-feedback-title" title={t('feedback.title')}>
                <Text size="sm">{t('feedback.intro')}</Text>
                <Button onClick={openFeedback} w="fit-content">
                  {t('feedback.open')}
                </Button>
              </SectionCard>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {feedbackLoaded && (
        <Suspense fallback={null}>
          <FeedbackDialog
            opened={feedbackOpened}
            onOpenedChange={setFeedbackOpened}
            submit={submitFeedback}
            userID={userID}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function FaqSection({ faqs }: { faqs: Parameters<typeof searchFaqs>[0] | undefined }) {
  const { t } = useTranslation('help');
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const found = useMemo(() => (faqs ? searchFaqs(faqs, search, localized) : []), [faqs, search, localized]);

  return (
    <Stack gap="md" component="section" aria-labelledby="help-faq-title">
      <Title order={2} size="h3" id="help-faq-title">
        {t('faq.title')}
      </Title>
      <TextInput
        type="search"
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {faqs === undefined ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {search.trim() === ''
              ? t('faq.count', { count: found.length })
              : t('faq.found', { count: found.length })}
          </Text>
          {found.length > 0 && (
            <Accordion variant="separated" order={3} multiple>
              {found.map((faq) => (
                <Accordion.Item key={faq.faqID} value={faq.faqID}>
                  <Accordion.Control>{localized(faq.question)}</Accordion.Control>
                  <Accordion.Panel>{localized(faq.answer)}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </>
      )}
    </Stack>
  );
}

function ContactSection({
  contact,
  pending,
}: {
  contact: BrokerContact | null | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('help');
  const localized = useLocalized();
  return (
    <SectionCard titleId="help-contact-title" title={t('contact.title')} gap="xs">
      {pending && <Skeleton height={120} />}
      {!pending && !contact && <Text size="sm">{t('contact.none')}</Text>}
      {contact && (
        <dl style={{ margin: 0 }}>
          <ContactItem label={t('contact.phone')}>
            <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
          </ContactItem>
          <ContactItem label={t('contact.email')}>
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          </ContactItem>
          <ContactItem label={t('contact.hours')}>{localized(contact.hours)}</ContactItem>
          <ContactItem label={t('contact.address')}>{localized(contact.address)}</ContactItem>
        </dl>
      )}
    </SectionCard>
  );
}

function ContactItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" fw={600} mt="xs">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </>
  );
}
