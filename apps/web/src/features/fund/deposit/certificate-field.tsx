import { useEffect, useMemo, useState } from 'react';
import { FileInput, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { certificateContentTypes } from '@lantau/contract';
import { certificateMaxSize, certificateProblem, type CertificateProblem } from './certificate-rules';

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

/** An object URL for an image file (a PDF is not drawn here), revoked when the file changes or the field goes. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const url = useMemo(
    () => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The transfer certificate: a picture or a PDF of at most 10 MB (the contract's limits, which the server checks
 * too), a picture previewed once chosen. A file that cannot be the certificate is refused at once, saying why
 * (another type, too large), and the earlier choice stays.
 */
export function CertificateField({ value, onChange, missing }: CertificateFieldProps) {
  const { t } = useTranslation('fund');
  const [refused, setRefused] = useState<{ problem: CertificateProblem; name: string; size: string }>();
  const preview = usePreviewUrl(value);
  const error = refused
    ? t(`deposit.certificateProblem.${refused.problem}`, {
        name: refused.name,
        size: refused.size,
        max: certificateMaxSize,
      })
    : missing && !value
      ? t('deposit.certificateRequired')
      : undefined;
  return (
    <Stack gap="xs">
      <FileInput
        label={t('deposit.certificate')}
        description={t('deposit.certificateHint', { max: certificateMaxSize })}
        placeholder={value ? t('deposit.certificateChange') : t('deposit.certificateChoose')}
        accept={certificateContentTypes.join(',')}
        withAsterisk
        // The placeholder is the field's call to action ('Choose file'), so it reads at full contrast.
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
      {value && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('deposit.certificateChosen', { name: value.name, size: fileSize(value.size) })}
          </Text>
          {preview && (
            <Image
              src={preview}
              alt={t('deposit.certificatePreview')}
              maw={320}
              mah={240}
              fit="contain"
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
