import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The unread count beside the Notice menu item; read out as "3 unread". Nothing when none are unread. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation('messages');
  if (!count) return null;
  return (
    <Badge size="xs" color="red" variant="filled" component="span">
      {count > 99 ? '99+' : count}
      <VisuallyHidden>{` ${t('unreadBadge')}`}</VisuallyHidden>
    </Badge>
  );
}
