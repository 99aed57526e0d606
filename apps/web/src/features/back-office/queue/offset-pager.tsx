import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Newer and older pages of a list the server pages by offset, newest first. */
export function OffsetPager({
  offset,
  total,
  pageSize,
  onChange,
}: {
  offset: number;
  total: number;
  pageSize: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Button
        variant="default"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        {t('pager.newer')}
      </Button>
      <Button
        variant="default"
        disabled={offset + pageSize >= total}
        onClick={() => onChange(offset + pageSize)}
      >
        {t('pager.older')}
      </Button>
    </>
  );
}
