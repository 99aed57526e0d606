import { useEffect, useMemo, useState } from 'react';
import { FileInput, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { certificateProblem, certificateTypes, type CertificateProblem } from './certificate-rules';

interface CertificateFieldProps {
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** Shown when the form was submitted without a certificate. */
  missing: boolean;
}

const MB = 1024 * 1024;

/** Megabytes with one decimal (what a person compares with '10 MB'), kilobytes below one. */
export function fileSize(bytes: number): string {
  return bytes < MB ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

/** An object URL for an image file, revoked when the file changes or the field goes. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The transfer certificate: an image of at most 10 MB, previewed once chosen. A file that cannot be the
 * certificate is refused at once, saying why (not an image, too large), and the earlier choice stays.
 */
export function CertificateField({ value, onChange, missing }: CertificateFieldProps) {
  const { t } = useTranslation('fund');
  const [refused, setRefused] = useState<{ problem: CertificateProblem; name: string; size: string }>();
  const preview = usePreviewUrl(value);
  const error = refused
    ? t(`deposit.certificateProblem.${refused.problem}`, { name: refused.name, size: refused.size })
    : missing && !value
      ? t('deposit.certificateRequired')
      : undefined;
  return (
    <Stack gap="xs">
      <FileInput
        label={t('deposit.certificate')}
        description={t('deposit.certificateHint')}
        placeholder={value ? t('deposit.certificateChange') : t('deposit.certificateChoose')}
        accept={certificateTypes.join(',')}
        withAsterisk
        // The placeholder is the field's call to action ('Choose image'), so it reads at full contrast.
        styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
        value={null}
        onChange={(file) => {
          if (!file) return;
          const problem = certificateProblem(file);
          setRefused(problem ? { problem, name: file.name, size: fileSize(file.size) } : undefined);
          if (!problem) onChange(file);
        }}
        error={error && <span role="alert">{error}</span>}
      />
      {value && preview && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('deposit.certificateChosen', { name: value.name, size: fileSize(value.size) })}
          </Text>
          <Image
            src={preview}
            alt={t('deposit.certificatePreview')}
            maw={320}
            mah={240}
            fit="contain"
            radius="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        </Stack>
      )}
    </Stack>
  );
}
