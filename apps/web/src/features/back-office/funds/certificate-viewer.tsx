import { useEffect, useState } from 'react';
import { Alert, Button, Image, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fillPath, getStaffCertificate, servicePrefixes } from '@lantau/contract';
import { fetchStaffFile } from '../staff-api';

/**
 * The transfer certificate of a deposit, fetched signed as a file (the call answers the bytes, not an
 * envelope) and shown as an image, or as a document for a PDF.
 */
export function CertificateButton({
  certificateID,
  requestID,
}: {
  certificateID: string;
  requestID: string;
}) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('certificate.view')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('certificate.title', { id: requestID })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && <Certificate certificateID={certificateID} requestID={requestID} />}
      </Modal>
    </>
  );
}

function Certificate({ certificateID, requestID }: { certificateID: string; requestID: string }) {
  const { t } = useTranslation('backoffice');
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    const path = servicePrefixes.main + fillPath(getStaffCertificate.path, { certificateID });
    fetchStaffFile(path).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setFile({ url, type: blob.type });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [certificateID]);

  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('certificate.failed')}
      </Alert>
    );
  }
  if (!file) return <Loader aria-label={t('loading')} />;
  const alt = t('certificate.alt', { id: requestID });
  return file.type === 'application/pdf' ? (
    <object data={file.url} type="application/pdf" width="100%" height="600" aria-label={alt}>
      <a href={file.url}>{alt}</a>
    </object>
  ) : (
    <Image src={file.url} alt={alt} fit="contain" mah="70vh" />
  );
}
