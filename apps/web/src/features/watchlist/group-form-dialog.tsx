import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { limits, watchlistColours, watchlistColourSchema, type WatchlistGroup } from '@lantau/contract';
import { groupNameProblem, groupNameTaken } from '@lantau/domain';
import { ChoiceField, Form, TextField, useSchemaForm } from '../../shared/form';
import { MutationError } from '../../shared/ui/mutation-error';
import { usePatchWatchlist } from './api/patch-watchlist';
import { usePostWatchlist } from './api/post-watchlist';
import { ClosableDialog } from '../../shared/ui/dialogs';

type GroupFormValues = { name: string; colour: z.infer<typeof watchlistColourSchema> };

/** The server's rules (E9002, E9003) checked before sending, so the tip appears beside the field. */
function groupFormSchema(
  otherNames: readonly string[],
  messages: Record<'empty' | 'wide' | 'taken', string>,
) {
  return z.object({
    name: z.string().superRefine((name, context) => {
      const problem = groupNameProblem(name, limits.watchlist.maxNameWidth);
      if (problem)
        context.addIssue({ code: 'custom', message: problem === 'EMPTY' ? messages.empty : messages.wide });
      else if (groupNameTaken(name, otherNames))
        context.addIssue({ code: 'custom', message: messages.taken });
    }),
    colour: watchlistColourSchema,
  }) satisfies z.ZodType<GroupFormValues, GroupFormValues>;
}

/**
 * Creates a group, or renames and recolours one (`group`). A form of two fields any keyboard can fill: the name,
 * then the colour as a radio group; Enter saves.
 */
export function GroupFormDialog({
  opened,
  group,
  groups,
  onClose,
  onSaved,
}: {
  opened: boolean;
  group?: WatchlistGroup;
  groups: readonly WatchlistGroup[];
  onClose: () => void;
  onSaved: (group: WatchlistGroup) => void;
}) {
  const { t } = useTranslation(['watchlist', 'common']);
  return (
    <ClosableDialog
      centered={false}
      opened={opened}
      onClose={onClose}
      title={group ? t('form.editTitle') : t('form.newTitle')}
    >
      {opened && <GroupForm group={group} groups={groups} onClose={onClose} onSaved={onSaved} />}
    </ClosableDialog>
  );
}

function GroupForm({
  group,
  groups,
  onClose,
  onSaved,
}: {
  group?: WatchlistGroup;
  groups: readonly WatchlistGroup[];
  onClose: () => void;
  onSaved: (group: WatchlistGroup) => void;
}) {
  const { t } = useTranslation('watchlist');
  const otherNames = groups.filter((other) => other.groupID !== group?.groupID).map((other) => other.name);
  const schema = groupFormSchema(otherNames, {
    empty: t('form.nameEmpty'),
    wide: t('form.nameTooWide'),
    taken: t('form.nameTaken'),
  });
  const form = useSchemaForm<GroupFormValues>(schema, {
    name: group?.name ?? '',
    colour: group?.colour ?? 'NONE',
  });
  const create = usePostWatchlist();
  const update = usePatchWatchlist();
  const saving = group ? update : create;

  const submit = (values: GroupFormValues) => {
    const done = { onSuccess: onSaved };
    if (group) update.mutate({ groupID: group.groupID, ...values }, done);
    else create.mutate(values, done);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={group ? t('form.editTitle') : t('form.newTitle')}>
      <Stack gap="md">
        <TextField<GroupFormValues>
          name="name"
          label={t('form.name')}
          description={t('form.nameHint')}
          data-autofocus
          autoComplete="off"
        />
        <ChoiceField<GroupFormValues>
          name="colour"
          label={t('form.colour')}
          options={watchlistColours.map((colour) => ({ value: colour, label: t(`colour.${colour}`) }))}
        />
        <MutationError error={saving.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
