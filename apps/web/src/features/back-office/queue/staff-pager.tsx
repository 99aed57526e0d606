import { useTranslation } from 'react-i18next';
import { PageNavigation } from '../../../shared/ui/page-navigation';
import type { StaffPager } from './use-staff-page';

/** The pages of a list the server pages (useStaffPage), under its table; nothing while it fits on one page. */
export function StaffPagerNavigation({ pager, label }: { pager: StaffPager | undefined; label: string }) {
  const { t } = useTranslation('backoffice');
  if (!pager || pager.pages <= 1) return null;
  return (
    <PageNavigation
      total={pager.pages}
      value={pager.page}
      onChange={pager.onChange}
      label={t('pager.pages', { list: label })}
    />
  );
}
