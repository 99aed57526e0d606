import { useTranslation } from 'react-i18next';
import { fillPath, getStaffCertificate, servicePrefixes } from '@lantau/contract';
import { StaffFileButton } from '../queue/staff-file-button';

/** The transfer certificate of a deposit, as a picture (the server draws a PDF's first pages). */
export function CertificateButton({
  certificateID,
  requestNumber,
}: {
  certificateID: string;
  /** The request's short number, which names the picture. */
  requestNumber: string;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <StaffFileButton
      path={servicePrefixes.main + fillPath(getStaffCertificate.path, { certificateID })}
      texts={{
        view: t('certificate.view'),
        title: t('certificate.title', { id: requestNumber }),
        alt: t('certificate.alt', { id: requestNumber }),
        failed: t('certificate.failed'),
      }}
    />
  );
}
