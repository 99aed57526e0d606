/** Work in progress: the screen lands in the next commit. */
export function AuditPage() {
  return null;
}
