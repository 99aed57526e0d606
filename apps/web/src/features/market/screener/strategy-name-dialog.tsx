import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenerNameMaxWidth } from '@lantau/contract';
import { fitsDisplayWidth } from '@lantau/domain';
import { MutationError } from '../../../shared/ui/mutation-error';
import { ClosableDialog } from '../../../shared/ui/dialogs';

/** A strategy's name is required and at most 20 columns wide (spec section 5), as the server checks. */
export const validStrategyName = (name: string) =>
  name.trim() !== '' && fitsDisplayWidth(name.trim(), screenerNameMaxWidth);

interface NameFormProps {
  initialName: string;
  saving: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Asks for a strategy's name: for saving a new strategy, or renaming one. */
export function StrategyNameDialog({
  opened,
  title,
  ...form
}: NameFormProps & { opened: boolean; title: string }) {
  return (
    <ClosableDialog centered={false} opened={opened} onClose={form.onClose} title={title}>
      {/* Mounted afresh each time the dialog opens, so it starts from the name it is given. */}
      {opened && <NameForm {...form} />}
    </ClosableDialog>
  );
}

function NameForm({ initialName, saving, error, onSave, onClose }: NameFormProps) {
  const { t } = useTranslation(['screener', 'common']);
  const [name, setName] = useState(initialName);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !validStrategyName(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (validStrategyName(name)) onSave(name.trim());
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('name.label')}
          description={t('name.description')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={invalid ? t('problems.name') : undefined}
          required
          data-autofocus
          maxLength={40}
        />
        <MutationError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('name.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
