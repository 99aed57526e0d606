import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with every button named for screen readers ("Page 2 of 5", "Previous page", "Next
 * page"): its numbered and arrow buttons carry no text of their own.
 */
export function PageNavigation({
  total,
  value,
  onChange,
  label,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** What is paged, e.g. "Result pages". */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page, pages: total }) })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('pagination.previous') }
          : control === 'next'
            ? { 'aria-label': t('pagination.next') }
            : {}
      }
    />
  );
}
