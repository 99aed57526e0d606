export { MessageNotices, messageCenterPath } from './message-notices';
export { useUnreadMessageCount } from './api/get-messages';
export { UnreadBadge } from './unread-badge';
