import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';
import { useBrokerName } from '../brokers';
import { useCurrentBroker } from '../../shared/broker';
import { ChangePasswordForm } from './password/change-password-form';

/** /{code}/index/update_password: the logged-in user changes their password. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const session = useSession();
  const [changed, setChanged] = useState(false);
  useDocumentTitle(t('password.changeTitle'), useBrokerName(broker));

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto" my="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('password.changeTitle')}
        </Title>
        {changed ? (
          <>
            <Alert color="teal" role="status">
              {t('password.changed')}
            </Alert>
            <Button component={Link} to={paths.main(broker.displayCode)}>
              {t('password.backToPortal')}
            </Button>
          </>
        ) : (
          <>
            <Text c="dimmed">{t('password.changeIntro')}</Text>
            {session?.userID && (
              <ChangePasswordForm
                userID={session.userID}
                submitLabel={t('password.changeSubmit')}
                onChanged={() => setChanged(true)}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
