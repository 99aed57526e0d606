import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Account } from '@lantau/contract';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { useShowSaved } from '../../../shared/ui/show-saved';
import { Form, TextField, useSchemaForm } from '../../../shared/form';
import { useSaveAccountNickname } from '../api/patch-account-nickname';

const nicknameSchema = z.object({
  nickname: z.string().trim().max(20, 'account:nickname.tooLongTip'),
});
type NicknameForm = z.infer<typeof nicknameSchema>;

interface NicknameDialogProps {
  account: Account;
  opened: boolean;
  onClose: () => void;
}

/** Names the account (WebAccountNicknameEnable); an empty name removes it. */
export function NicknameDialog({ account, opened, onClose }: NicknameDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('nickname.edit')}
      centered
      closeButtonProps={{ 'aria-label': t('nickname.cancel') }}
    >
      {/* Mounted only while open, so each opening starts from the account's current name. */}
      {opened && <NicknameForm account={account} onDone={onClose} />}
    </Modal>
  );
}

function NicknameForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useSchemaForm<NicknameForm>(nicknameSchema, { nickname: account.nickname ?? '' });
  const showSaved = useShowSaved();
  const save = useSaveAccountNickname(account.accountNumber);
  const submit = (values: NicknameForm) =>
    save.mutate(values.nickname, {
      onSuccess: () => {
        showSaved(t('nickname.saved'));
        onDone();
      },
    });
  return (
    <Form form={form} onSubmit={submit}>
      <Stack gap="md">
        <TextField<NicknameForm>
          name="nickname"
          label={t('nickname.label')}
          description={t('nickname.hint')}
          data-autofocus
        />
        <ActionButtons
          error={save.error}
          justify="flex-end"
          cancelLabel={t('nickname.cancel')}
          onCancel={onDone}
          confirmLabel={t('nickname.save')}
          pending={save.isPending}
        />
      </Stack>
    </Form>
  );
}
