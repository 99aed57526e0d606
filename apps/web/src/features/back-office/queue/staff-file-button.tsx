import { useEffect, useState } from 'react';
import { Alert, Button, Image, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fetchStaffFile } from '../staff-api';

interface StaffFileTexts {
  /** The button's label. */
  view: string;
  /** The dialog's title. */
  title: string;
  /** What the image or document shows, for a screen reader. */
  alt: string;
  /** Said when the file cannot be loaded. */
  failed: string;
}

/**
 * A button opening a picture the staff API answers as itself (not an envelope), fetched signed when the dialog
 * opens. Only ever an image: the server answers a client's PDF as a picture of its pages, and nothing else is
 * shown, since a document embedded here (object, embed, iframe) would run its scripts in the back office.
 */
export function StaffFileButton({ path, texts }: { path: string; texts: StaffFileTexts }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {texts.view}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={texts.title}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && <StaffFile path={path} texts={texts} />}
      </Modal>
    </>
  );
}

function StaffFile({ path, texts }: { path: string; texts: StaffFileTexts }) {
  const { t } = useTranslation('backoffice');
  const [file, setFile] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchStaffFile(path).then(
      (blob) => {
        if (!blob.type.startsWith('image/')) {
          if (live) setFailed(true);
          return;
        }
        url = URL.createObjectURL(blob);
        if (live) setFile(url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (failed) {
    return (
      <Alert color="red" role="alert">
        {texts.failed}
      </Alert>
    );
  }
  if (!file) return <Loader aria-label={t('loading')} />;
  // As wide as the dialog and as tall as it comes: a PDF's pages come one under another, readable only at width,
  // and the dialog scrolls.
  return <Image src={file} alt={texts.alt} fit="contain" />;
}
