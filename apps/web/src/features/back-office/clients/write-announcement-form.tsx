import { useRef } from 'react';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  announcementKindSchema,
  announcementKinds,
  postStaffAnnouncement,
  requestHeaders,
} from '@lantau/contract';
import { Form, SelectField, TextAreaField, TextField, useSchemaForm } from '../../../shared/form';
import { StaffSubmit } from '../staff-submit';
import { staffApiClient } from '../staff-api';
import { useStaffAction } from '../queue/use-staff-action';

const languages = ['en_US', 'zh_HK', 'zh_CN'] as const;

/** The contract's limits (120 and 2000 characters, none blank) with the kit's text keys for the tips. */
const localizedText = (max: number) => {
  const text = z.string().trim().min(1, 'form.required').max(max, 'form.invalid');
  return z.object({ en_US: text, zh_HK: text, zh_CN: text });
};
const draftSchema = z.object({
  kind: announcementKindSchema,
  title: localizedText(120),
  content: localizedText(2000),
});
type Draft = z.infer<typeof draftSchema>;

const blankDraft = (kind: Draft['kind']): Draft => ({
  kind,
  title: { en_US: '', zh_HK: '', zh_CN: '' },
  content: { en_US: '', zh_HK: '', zh_CN: '' },
});
const newKey = () => crypto.randomUUID();

/**
 * Writing a notice or announcement as a draft: its kind, and title and text in all three languages (clients
 * read it in theirs). One Idempotency-Key per draft, so a double submit or a retry writes it once.
 */
export function WriteAnnouncementForm() {
  const { t } = useTranslation('backofficeclients');
  const form = useSchemaForm<Draft>(draftSchema, blankDraft('NOTICE'));
  const key = useRef(newKey());
  const write = useStaffAction((body: Draft) =>
    staffApiClient.request(postStaffAnnouncement, {
      body,
      headers: { [requestHeaders.idempotencyKey]: key.current },
    }),
  );

  const submit = (draft: Draft) =>
    write.mutate(draft, {
      onSuccess: () => {
        // The next draft keeps the kind just written; the texts and the key start afresh.
        form.reset(blankDraft(draft.kind));
        key.current = newKey();
      },
    });

  return (
    <Form form={form} onSubmit={submit}>
      <Fieldset legend={t('announcements.write')}>
        <SelectField<Draft>
          name="kind"
          label={t('announcements.kind')}
          data={announcementKinds.map((value) => ({ value, label: t(`announcements.kinds.${value}`) }))}
          mb="sm"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {languages.map((language) => (
            <div key={language}>
              <TextField<Draft>
                name={`title.${language}`}
                label={t('announcements.titleIn', { language: t(`languages.${language}`) })}
                maxLength={120}
                required
              />
              <TextAreaField<Draft>
                name={`content.${language}`}
                label={t('announcements.contentIn', { language: t(`languages.${language}`) })}
                maxLength={2000}
                autosize
                minRows={3}
                required
              />
            </div>
          ))}
        </SimpleGrid>
        <StaffSubmit error={write.error} pending={write.isPending} label={t('announcements.save')} />
      </Fieldset>
    </Form>
  );
}
