import { useRef, useState, type FormEvent } from 'react';
import { Fieldset, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  announcementKinds,
  postStaffAnnouncement,
  requestHeaders,
  type LocalizedText,
} from '@lantau/contract';
import { StaffSubmit } from '../staff-submit';
import { staffApiClient } from '../staff-api';
import { useStaffAction } from '../queue/use-staff-action';

const languages = ['en_US', 'zh_HK', 'zh_CN'] as const;
const blank: LocalizedText = { en_US: '', zh_HK: '', zh_CN: '' };
const newKey = () => crypto.randomUUID();

/**
 * Writing a notice or announcement as a draft: its kind, and title and text in all three languages (clients
 * read it in theirs). One Idempotency-Key per draft, so a double submit or a retry writes it once.
 */
export function WriteAnnouncementForm() {
  const { t } = useTranslation('backofficeclients');
  const [kind, setKind] = useState<(typeof announcementKinds)[number]>('NOTICE');
  const [title, setTitle] = useState<LocalizedText>(blank);
  const [content, setContent] = useState<LocalizedText>(blank);
  const key = useRef(newKey());
  const write = useStaffAction(() =>
    staffApiClient.request(postStaffAnnouncement, {
      body: { kind, title, content },
      headers: { [requestHeaders.idempotencyKey]: key.current },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(undefined, {
      onSuccess: () => {
        setTitle(blank);
        setContent(blank);
        key.current = newKey();
      },
    });
  };

  return (
    <form onSubmit={submit}>
      <Fieldset legend={t('announcements.write')}>
        <NativeSelect
          label={t('announcements.kind')}
          data={announcementKinds.map((value) => ({ value, label: t(`announcements.kinds.${value}`) }))}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as typeof kind)}
          mb="sm"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {languages.map((language) => (
            <div key={language}>
              <TextInput
                label={t('announcements.titleIn', { language: t(`languages.${language}`) })}
                value={title[language]}
                onChange={(event) => setTitle({ ...title, [language]: event.currentTarget.value })}
                maxLength={120}
                required
              />
              <Textarea
                label={t('announcements.contentIn', { language: t(`languages.${language}`) })}
                value={content[language]}
                onChange={(event) => setContent({ ...content, [language]: event.currentTarget.value })}
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
    </form>
  );
}
