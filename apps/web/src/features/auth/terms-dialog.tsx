import { Button, Modal, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextParagraphs } from '../../shared/ui/text-paragraphs';

interface TermsDialogProps {
  opened: boolean;
  onClose: () => void;
  content: string | undefined;
}

export function TermsDialog({ opened, onClose, content }: TermsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('login.termsTitle')} size="lg" withCloseButton={false}>
      <Stack>
        {content === undefined ? <Skeleton height={120} /> : <TextParagraphs text={content} />}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </Stack>
    </Modal>
  );
}
