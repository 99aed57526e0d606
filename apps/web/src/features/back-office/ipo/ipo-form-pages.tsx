import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffIpo } from '@lantau/contract';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';
import { IpoTermsForm } from './ipo-terms-form';
import { BackToList, useIpoDeskPath } from './ipo-paths';
import { useStaffIpo } from './use-staff-ipo';

/** A new issue: the form, then the page once the server has made it a DRAFT. */
export function NewIpoPage() {
  const { t } = useTranslation('backoffice');
  const { t: tb } = useTranslation('backoffice');
  useDocumentTitle(t('ipo.form.newTitle'), tb('title'));
  const navigate = useNavigate();
  const deskPath = useIpoDeskPath();
  const saved = (ipo: StaffIpo) => void navigate(deskPath(ipo.ipoID));
  return (
    <Stack>
      <BackToList />
      <Title order={2}>{t('ipo.form.newTitle')}</Title>
      <IpoTermsForm onSaved={saved} />
    </Stack>
  );
}

/** An issue's terms to change, then back to its page. */
export function EditIpoPage() {
  const { t } = useTranslation('backoffice');
  const { t: tb } = useTranslation('backoffice');
  const { ipoID = '' } = useParams();
  const ipo = useStaffIpo(ipoID);
  const navigate = useNavigate();
  const deskPath = useIpoDeskPath();
  const title = t('ipo.form.editTitleOf', { code: ipo.data?.stockCode ?? ipoID });
  useDocumentTitle(title, tb('title'));
  return (
    <Stack>
      <BackToList />
      <Title order={2}>{title}</Title>
      {ipo.error ? (
        <Alert color="red" role="alert">
          {errorText(ipo.error, tb)}
        </Alert>
      ) : ipo.data ? (
        <IpoTermsForm ipo={ipo.data} onSaved={(saved) => void navigate(deskPath(saved.ipoID))} />
      ) : (
        <Loader aria-label={tb('loading')} />
      )}
    </Stack>
  );
}
