/** Work in progress: the screens land in the next commit. */
export function PaymentsPage() {
  return null;
}
export function PaymentApprovalsPage() {
  return null;
}
