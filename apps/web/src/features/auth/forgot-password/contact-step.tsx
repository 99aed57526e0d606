import { useState } from 'react';
import { Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AREA_CODES, DEFAULT_AREA_CODE, mobileDigitsFor, type AreaCode } from '@lantau/domain';
import { CheckedForm } from '../../../shared/ui/checked-form';

export type ResetChannel = 'phone' | 'email';

export interface ResetDetails {
  userID: string;
  areaCode: AreaCode;
  mobile: string;
  email: string;
}

export const emptyDetails: ResetDetails = {
  userID: '',
  areaCode: DEFAULT_AREA_CODE,
  mobile: '',
  email: '',
};

/** The registered contact as the server compares it: '+85291234567', or the e-mail address. */
export function contactOf(by: ResetChannel, details: ResetDetails): string {
  return by === 'phone' ? `${details.areaCode}${details.mobile}` : details.email.trim();
}

type ProblemKey =
  | 'reset.errors.userIdRequired'
  | 'reset.errors.mobileRequired'
  | 'reset.errors.mobileInvalid'
  | 'reset.errors.emailRequired'
  | 'reset.errors.emailInvalid';

function problemsOf(
  by: ResetChannel,
  details: ResetDetails,
): Record<'userID' | 'mobile' | 'email', ProblemKey | undefined> {
  const digits = mobileDigitsFor(details.areaCode);
  return {
    userID: details.userID.trim() === '' ? 'reset.errors.userIdRequired' : undefined,
    mobile:
      by !== 'phone'
        ? undefined
        : details.mobile === ''
          ? 'reset.errors.mobileRequired'
          : details.mobile.length !== digits
            ? 'reset.errors.mobileInvalid'
            : undefined,
    email:
      by !== 'email'
        ? undefined
        : details.email.trim() === ''
          ? 'reset.errors.emailRequired'
          : !details.email.includes('@')
            ? 'reset.errors.emailInvalid'
            : undefined,
  };
}

interface ContactStepProps {
  by: ResetChannel;
  onChannelChange: (by: ResetChannel) => void;
  details: ResetDetails;
  onChange: (details: ResetDetails) => void;
  onNext: () => void;
}

/** Who is resetting: the user ID and the mobile number or e-mail address registered with the broker. */
export function ContactStep({ by, onChannelChange, details, onChange, onNext }: ContactStepProps) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const problems = problemsOf(by, details);
  const digits = mobileDigitsFor(details.areaCode);
  const shown = (key: ProblemKey | undefined) => (submitted && key ? t(key, { digits }) : undefined);

  return (
    <CheckedForm
      onSubmit={() => {
        setSubmitted(true);
        if (!problems.userID && !problems.mobile && !problems.email) onNext();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('reset.by')}
          value={by}
          onChange={(value) => onChannelChange(value === 'email' ? 'email' : 'phone')}
        >
          <Group mt={6}>
            <Radio value="phone" label={t('reset.byPhone')} />
            <Radio value="email" label={t('reset.byEmail')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('login.userId')}
          autoComplete="username"
          required
          value={details.userID}
          onChange={(event) => onChange({ ...details, userID: event.currentTarget.value })}
          error={shown(problems.userID)}
        />
        {by === 'phone' ? (
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <NativeSelect
              label={t('reset.areaCode')}
              data={[...AREA_CODES]}
              value={details.areaCode}
              onChange={(event) => onChange({ ...details, areaCode: event.currentTarget.value as AreaCode })}
              w={110}
            />
            <TextInput
              label={t('reset.mobile')}
              description={t('reset.mobileHint', { digits })}
              required
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={digits}
              value={details.mobile}
              onChange={(event) =>
                onChange({
                  ...details,
                  mobile: event.currentTarget.value.replace(/\D/g, '').slice(0, digits),
                })
              }
              error={shown(problems.mobile)}
              style={{ flex: 1 }}
            />
          </Group>
        ) : (
          <TextInput
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            required
            value={details.email}
            onChange={(event) => onChange({ ...details, email: event.currentTarget.value })}
            error={shown(problems.email)}
          />
        )}
        <Button type="submit" size="md">
          {t('reset.next')}
        </Button>
      </Stack>
    </CheckedForm>
  );
}
