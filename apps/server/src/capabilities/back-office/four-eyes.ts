import { AppError } from '../../platform/http/app-error';
import type { StaffSession } from './staff-sessions';

/**
 * Four-eyes for money leaving the broker: one member of staff prepares a payment, another approves it. Whatever
 * their roles, whoever prepared it may not approve it (E8002).
 */
export function assertFourEyes(
  request: { preparedBy: string | null },
  approver: Pick<StaffSession, 'staffId'>,
): void {
  if (request.preparedBy === approver.staffId) throw new AppError('E8002');
}
