import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

/**
 * A page the address names but the client's broker does not offer (its switch is off): said in words where the
 * page would be, with the way home, rather than a silent jump to another page.
 */
export function NotOffered({ feature, home }: { feature: string; home: string }) {
  const { t } = useTranslation();
  const title = t('blockedFeature.title', { feature });
  useDocumentTitle(title);
  return (
    <Alert color="gray" title={title} role="status">
      {t('blockedFeature.body')}{' '}
      <Anchor component={Link} to={home}>
        {t('blockedFeature.home')}
      </Anchor>
    </Alert>
  );
}
