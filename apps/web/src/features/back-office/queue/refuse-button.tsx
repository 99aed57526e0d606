import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Refusing needs a reason (the client reads it): asked for in a dialog before anything is sent. */
export function RefuseButton({ onRefuse, busy }: { onRefuse: (reason: string) => void; busy: boolean }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    onRefuse(reason.trim());
    setOpen(false);
  };

  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpen(true)} loading={busy}>
        {t('actions.refuse')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('refuse.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form onSubmit={submit}>
          <Stack>
            <Textarea
              label={t('refuse.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('refuse.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!reason.trim()}>
                {t('refuse.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
