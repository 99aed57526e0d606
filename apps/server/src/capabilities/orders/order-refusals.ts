import type { OrderRejectReason } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import { orderRejectMessages } from '../../platform/i18n/server-messages';

/** An order refused with its reason: E6001, the reason's text as the message, { reason, problems } as data. */
export function refused(reason: OrderRejectReason, problems: OrderRejectReason[] = [reason]): AppError {
  return new AppError('E6001', { reason, problems }, orderRejectMessages[reason]);
}
