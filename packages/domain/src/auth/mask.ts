import { channelOfContact, normalizeMobile } from './contact';

/** Area codes a mobile number may start with, longest first so '+8529...' is read as +852. */
const areaCodes = ['+852', '+853', '+886', '+86', '+65', '+44', '+1'];

/** '+85291001001' -> '+852 ****1001': enough for the client to recognise the number, too little to use it. */
export function maskMobile(mobile: string): string {
  const normalized = normalizeMobile(mobile);
  const areaCode = areaCodes.find((code) => normalized.startsWith(code)) ?? '';
  const number = normalized.slice(areaCode.length);
  const visible = number.length > 4 ? number.slice(-4) : '';
  const masked = `****${visible}`;
  return areaCode ? `${areaCode} ${masked}` : masked;
}

/** 'chan.taiman@mail.example' -> 'c***@mail.example'. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return '***';
  return `${trimmed.slice(0, Math.min(1, at))}***${trimmed.slice(at)}`;
}

export function maskContact(contact: string): string {
  return channelOfContact(contact) === 'EMAIL' ? maskEmail(contact) : maskMobile(contact);
}
