import { useState } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatFeedbackContact } from '@lantau/domain';
import { limits } from '@lantau/contract';
import { FeedbackFields } from './feedback-fields';
import { feedbackOutcome, type FeedbackSubmitResult, type SubmitFeedback } from './feedback-submission';
import { useFeedbackForm } from './use-feedback-form';
import { ClosableDialog } from '../closable-dialog';

export interface FeedbackDialogProps {
  /** The external flag: the dialog opens and closes with it, and starts from a blank form each time. */
  opened: boolean;
  /** Called with false whenever the dialog closes itself (close icon, Cancel, Escape, success). */
  onOpenedChange: (opened: boolean) => void;
  /** Sends the feedback; the feedback API arrives with the help center. */
  submit: SubmitFeedback;
  userID?: string;
}

const notice = (message: string, color: 'green' | 'red') =>
  notifications.show({ message, color, position: 'top-center', autoClose: limits.notificationDisplayMs });

export function FeedbackDialog({ opened, onOpenedChange, submit, userID = '' }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const controller = useFeedbackForm(opened);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || !controller.check()) return;
    const { form, images } = controller;
    setSending(true);
    const result = await submit({
      userID,
      content: form.text,
      type: form.type,
      contact: formatFeedbackContact(form),
      images,
    }).then(
      (value: FeedbackSubmitResult) => ({ value }),
      (error: unknown) => ({ error }),
    );
    setSending(false);
    const outcome = feedbackOutcome(result);
    if (outcome.ok) {
      controller.reset();
      onOpenedChange(false);
      notice(t('feedback.success'), 'green');
    } else {
      notice('notice' in outcome ? outcome.notice : t('feedback.networkError'), 'red');
    }
  };

  return (
    <ClosableDialog
      opened={opened}
      onClose={() => onOpenedChange(false)}
      title={t('feedback.title')}
      size={640}
      styles={{
        content: { minWidth: 'min(600px, 100%)', height: '75vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Box style={{ flex: 1, overflowY: 'auto' }} pr="xs">
          <FeedbackFields
            controller={controller}
            onImagesRejected={() => notice(t('feedback.rejected'), 'red')}
          />
        </Box>
        <Group justify="flex-end" pt="md">
          <Button variant="default" onClick={() => onOpenedChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('dialog.submit')}
          </Button>
        </Group>
      </Box>
    </ClosableDialog>
  );
}
