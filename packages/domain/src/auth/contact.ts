/** Where a one-time code or a notice goes. */
export type DeliveryChannel = 'SMS' | 'EMAIL';

/** A mobile number as one string: '+852 9100-1001' becomes '+85291001001'. */
export function normalizeMobile(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** E-mail addresses compare without case or surrounding spaces. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** A contact containing '@' is an e-mail address; anything else a mobile number. */
export function channelOfContact(contact: string): DeliveryChannel {
  return contact.includes('@') ? 'EMAIL' : 'SMS';
}

export function normalizeContact(contact: string): string {
  return channelOfContact(contact) === 'EMAIL' ? normalizeEmail(contact) : normalizeMobile(contact);
}

/** Whether a contact someone typed names one of the registered ones (mobile with area code, or e-mail). */
export function isRegisteredContact(
  given: string,
  registered: { email: string; mobileAreaCode: string; mobileNumber: string },
): boolean {
  const normalized = normalizeContact(given);
  if (normalized.length === 0) return false;
  return channelOfContact(given) === 'EMAIL'
    ? normalized === normalizeEmail(registered.email)
    : normalized === normalizeMobile(registered.mobileAreaCode + registered.mobileNumber);
}

/**
 * The channel a security notice takes: never the one the code came by, so someone holding only that channel
 * (a swapped SIM, a read mailbox) cannot hide the notice from the client (SFC guideline on notices).
 * App codes live on the phone, so their notices go by e-mail.
 */
export function noticeChannelFor(codeChannel: DeliveryChannel | 'APP'): DeliveryChannel {
  return codeChannel === 'EMAIL' ? 'SMS' : 'EMAIL';
}
