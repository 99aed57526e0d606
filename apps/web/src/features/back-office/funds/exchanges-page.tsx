/** Work in progress: the screen lands in the next commit. */
export function ExchangesPage() {
  return null;
}
