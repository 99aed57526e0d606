import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Where the desk's pages are: the list, or one issue's page ('/lantau/back_office/ipos/IPO-1'). */
export function useIpoDeskPath(): (ipoID?: string, page?: 'edit') => string {
  const { displayCode = '' } = useParams();
  const base = `/${displayCode}/back_office/ipos`;
  return (ipoID, page) => [base, ipoID && encodeURIComponent(ipoID), ipoID && page].filter(Boolean).join('/');
}

/** The way back from an issue or the form to the list. */
export function BackToList() {
  const { t } = useTranslation('backoffice');
  const deskPath = useIpoDeskPath();
  return (
    <Anchor component={Link} to={deskPath()} size="sm">
      {t('ipo.list.back')}
    </Anchor>
  );
}
