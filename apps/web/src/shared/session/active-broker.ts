// A plain variable, not a store: only the API client reads it, when it builds a request, so nothing re-renders.
let activeBrokerCode: string | undefined;

/** The broker code of the pages on screen, sent in every request's broker header. */
export function getActiveBrokerCode(): string | undefined {
  return activeBrokerCode;
}

export function setActiveBrokerCode(brokerCode: string | undefined): void {
  activeBrokerCode = brokerCode;
}
