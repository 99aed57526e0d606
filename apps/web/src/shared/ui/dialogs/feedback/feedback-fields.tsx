import { Group, NativeSelect, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AREA_CODES,
  CONTACT_METHODS,
  FEEDBACK_TYPES,
  mobileDigitsFor,
  type AreaCode,
  type ContactMethod,
  type FeedbackType,
} from '@lantau/domain';
import type { FeedbackFormController } from './use-feedback-form';
import { FeedbackImagesField } from './feedback-images-field';

const typeLabels = { CS: 'feedback.typeCS', Tech: 'feedback.typeTech' } as const;
const contactLabels = {
  '': 'feedback.contactNone',
  Mobile: 'feedback.contactMobile',
  Email: 'feedback.contactEmail',
} as const;

interface FeedbackFieldsProps {
  controller: FeedbackFormController;
  onImagesRejected: () => void;
}

export function FeedbackFields({ controller, onImagesRejected }: FeedbackFieldsProps) {
  const { t } = useTranslation();
  const { form, errors, update } = controller;
  const digits = mobileDigitsFor(form.areaCode);

  return (
    <Stack gap="md">
      <Textarea
        label={t('feedback.text')}
        placeholder={t('feedback.textPlaceholder')}
        required
        autosize
        minRows={4}
        maxRows={8}
        value={form.text}
        onChange={(event) => update({ text: event.currentTarget.value })}
        error={errors.text && t('feedback.errors.textRequired')}
        data-autofocus
      />
      <Radio.Group
        label={t('feedback.type')}
        value={form.type}
        onChange={(value) => update({ type: value as FeedbackType })}
      >
        <Group mt={6}>
          {FEEDBACK_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(typeLabels[type])} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('feedback.contact')}
        value={form.contactMethod}
        onChange={(value) => update({ contactMethod: value as ContactMethod })}
      >
        <Group mt={6}>
          {CONTACT_METHODS.map((method) => (
            <Radio key={method || 'none'} value={method} label={t(contactLabels[method])} />
          ))}
        </Group>
      </Radio.Group>
      {form.contactMethod === 'Mobile' && (
        <Group align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('feedback.areaCode')}
            data={[...AREA_CODES]}
            value={form.areaCode}
            onChange={(event) => update({ areaCode: event.currentTarget.value as AreaCode })}
            w={110}
          />
          <TextInput
            label={t('feedback.mobile')}
            required
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={digits}
            value={form.mobile}
            onChange={(event) => update({ mobile: event.currentTarget.value.replace(/\D/g, '') })}
            error={
              errors.mobile &&
              (errors.mobile === 'required'
                ? t('feedback.errors.mobileRequired')
                : t('feedback.errors.mobileInvalid', { digits }))
            }
            style={{ flex: 1 }}
          />
        </Group>
      )}
      {form.contactMethod === 'Email' && (
        <TextInput
          label={t('feedback.email')}
          required
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => update({ email: event.currentTarget.value })}
          error={
            errors.email &&
            (errors.email === 'required'
              ? t('feedback.errors.emailRequired')
              : t('feedback.errors.emailInvalid'))
          }
        />
      )}
      <FeedbackImagesField
        images={controller.images}
        onAdd={(files) => {
          if (controller.addImages(files)) onImagesRejected();
        }}
        onRemove={controller.removeImage}
      />
    </Stack>
  );
}
