import { useTranslation } from 'react-i18next';
import { fillPath, getStaffCertificate, servicePrefixes } from '@lantau/contract';
import { StaffFileButton } from '../queue/staff-file-button';

/** The transfer certificate of a deposit, as a picture (the server draws a PDF's first pages). */
export function CertificateButton({
  certificateID,
  requestID,
}: {
  certificateID: string;
  requestID: string;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <StaffFileButton
      path={servicePrefixes.main + fillPath(getStaffCertificate.path, { certificateID })}
      texts={{
        view: t('certificate.view'),
        title: t('certificate.title', { id: requestID }),
        alt: t('certificate.alt', { id: requestID }),
        failed: t('certificate.failed'),
      }}
    />
  );
}
