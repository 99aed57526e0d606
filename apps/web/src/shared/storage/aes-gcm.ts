const IV_BYTES = 12;

export function generateAesKey(): Promise<CryptoKey> {
  // Not extractable: even script running in the page cannot read the key material out.
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** Encrypts with a fresh random IV (reusing an IV under AES-GCM leaks plaintext); returns iv + ciphertext. */
export async function encryptText(key: CryptoKey, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)),
  );
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, IV_BYTES);
  return sealed;
}

/** Rejects when the data was altered or sealed with another key: GCM authenticates as it decrypts. */
export async function decryptText(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>): Promise<string> {
  if (sealed.length <= IV_BYTES) throw new Error('Sealed value too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES) },
    key,
    sealed.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
