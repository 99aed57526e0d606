import { useEffect, useId, useState } from 'react';
import { Alert, Button, Checkbox, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostLoginTask } from '@lantau/contract';
import { clearReturnPath, returnPathFor, sessionStore, useSession } from '../../shared/session';
import { LogoutIcon } from '../../shared/ui/icons';
import { PublicLayout } from '../../shared/ui/public-layout';
import { TextParagraphs } from '../../shared/ui/text-paragraphs';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';
import { BrokerIdentity, useBrokerName, useBrokerTips } from '../brokers';
import { useCurrentBroker } from '../../shared/broker';
import { useAcceptAdditionalAgreement } from './api/post-user-agreement';
import { authErrorText } from './auth-errors';
import { logOut } from './log-out';
import { ChangePasswordForm } from './password/change-password-form';
import { useScrolledToBottom } from './use-scrolled-to-bottom';

/** Marks a task done; the route guard opens the shell once none is left. */
function finishTask(task: PostLoginTask) {
  const session = sessionStore.get();
  sessionStore.update({
    pendingTasks: (session?.pendingTasks ?? []).filter((pending) => pending !== task),
    ...(task === 'ADDITIONAL_AGREEMENT' ? { isReadedAdditionalAgreement: true } : {}),
  });
}

/** /{code}/index/task_after_login: what must be done before the shell opens, one task after the other. */
export function TaskAfterLoginPage() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tasks = session?.pendingTasks ?? [];
  const [total] = useState(() => Math.max(1, tasks.length));
  const current = tasks[0];
  useDocumentTitle(t('tasks.title'), useBrokerName(broker));
  // The broker's colour on a reload too (the login page's extras set it only on the way in); written here, not
  // through useBrandColor, for the login route's first download (see article-page.tsx).
  const color = broker.primaryColor;
  useEffect(() => {
    void import('../../shared/theme/broker-palette').then((palette) => palette.applyBrandColor(color));
  }, [color]);

  const userID = session?.userID;
  const hasSession = Boolean(session?.token);
  useEffect(() => {
    if (current || !hasSession) return;
    const back = returnPathFor(broker.displayCode, userID);
    clearReturnPath();
    void navigate(back ?? paths.main(broker.displayCode), { replace: true });
  }, [current, hasSession, broker.displayCode, userID, navigate]);

  const logoutButton = (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<LogoutIcon />}
      onClick={() => void logOut(queryClient)}
    >
      {t('menu.logout')}
    </Button>
  );

  return (
    <PublicLayout size="sm" brand={<BrokerIdentity broker={broker} />} links={logoutButton}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('tasks.title')}
            </Title>
            {current && (
              <Text c="dimmed" size="sm">
                {t('tasks.stepOf', { current: total - tasks.length + 1, total })}
              </Text>
            )}
          </Stack>
          {current === 'ADDITIONAL_AGREEMENT' && userID && (
            <AgreementTask brokerCode={broker.brokerCode} userID={userID} />
          )}
          {current === 'CHANGE_PASSWORD' && userID && (
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('tasks.changePasswordTitle')}
              </Title>
              <Text>{t('tasks.changePasswordIntro')}</Text>
              <ChangePasswordForm
                userID={userID}
                submitLabel={t('tasks.changePasswordSubmit')}
                onChanged={() => finishTask('CHANGE_PASSWORD')}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

const agreementTips = ['AdditionalAgreement'] as const;

function AgreementTask({ brokerCode, userID }: { brokerCode: string; userID: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const tips = useBrokerTips(brokerCode, agreementTips);
  const content = tips.data?.AdditionalAgreement ?? (tips.isError ? '' : undefined);
  const { ref: boxRef, reached, onScroll } = useScrolledToBottom<HTMLDivElement>(content !== undefined);
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptAdditionalAgreement(userID);

  return (
    <Stack gap="md">
      <Title order={2} size="h3" id={titleId}>
        {t('tasks.agreementTitle')}
      </Title>
      <Text>{t('tasks.agreementIntro')}</Text>
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={boxRef}
        className="disclaimer-box agreement-box"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        onScroll={onScroll}
      >
        {content === undefined ? <Skeleton height={160} /> : <TextParagraphs text={content} size="sm" />}
      </div>
      <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
        {reached ? t('tasks.agreementScrolled') : t('tasks.agreementScrollHint')}
      </Text>
      {accept.isError && (
        <Alert color="red" title={t('tasks.failed')}>
          {authErrorText(accept.error, t)}
        </Alert>
      )}
      <Checkbox
        label={t('tasks.agreementAccept')}
        checked={agreed}
        disabled={!reached}
        aria-describedby={hintId}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <Button
        size="md"
        disabled={!agreed}
        loading={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: () => finishTask('ADDITIONAL_AGREEMENT') })}
      >
        {t('tasks.agreementContinue')}
      </Button>
    </Stack>
  );
}
