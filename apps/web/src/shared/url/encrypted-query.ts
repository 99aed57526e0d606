import { textRecordCheck } from '../storage/value-check';
import { base64UrlToBytes, bytesToBase64Url } from '../storage/base64';
import { decryptText, encryptText } from '../storage/aes-gcm';

export type QueryParams = Record<string, string>;

const QUERY_PARAM = 'q';

/** Seals params into '?q=<base64url(iv + ciphertext)>' so nothing readable (ids, amounts) shows in the URL. */
export async function encryptQuery(params: QueryParams, key: CryptoKey): Promise<string> {
  if (Object.keys(params).length === 0) return '';
  const sealed = await encryptText(key, JSON.stringify(params));
  return `?${QUERY_PARAM}=${bytesToBase64Url(sealed)}`;
}

/** Params of a sealed search string: {} without one, null when it was altered or sealed elsewhere. */
export async function decryptQuery(search: string, key: CryptoKey): Promise<QueryParams | null> {
  const sealed = new URLSearchParams(search).get(QUERY_PARAM);
  if (sealed === null) return {};
  try {
    const parsed = textRecordCheck.safeParse(JSON.parse(await decryptText(key, base64UrlToBytes(sealed))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
