import { describe, expect, it, beforeAll } from 'vitest';
import { render, screen, waitFor, act } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { decryptQuery, encryptQuery, useEncryptedNavigate, useEncryptedQuery } from './index';
import { generateAesKey } from '../storage/aes-gcm';
import { base64UrlToBytes, bytesToBase64Url } from '../storage/base64';
import { secureStorage } from '../storage';

let key: CryptoKey;
beforeAll(async () => {
  key = await generateAesKey();
  await secureStorage.open({ key, persistent: false });
});

describe('encrypted query strings', () => {
  it('round-trips params, including non-ASCII text', async () => {
    const params = { messageID: '8675309421', keyword: '騰訊 & 00700', empty: '' };
    const search = await encryptQuery(params, key);
    expect(search).toMatch(/^\?q=[A-Za-z0-9_-]+$/);
    // Nothing readable: neither a name nor a value (long enough that random base64 cannot hold it by chance:
    // the 2-digit ID this test had did, about once in a hundred runs).
    expect(search).not.toContain('messageID');
    expect(search).not.toContain(params.messageID);
    expect(await decryptQuery(search, key)).toEqual(params);
  });

  it('gives no query string for no params, and {} back for none', async () => {
    expect(await encryptQuery({}, key)).toBe('');
    expect(await decryptQuery('', key)).toEqual({});
  });

  it('differs each time for the same params', async () => {
    expect(await encryptQuery({ a: '1' }, key)).not.toBe(await encryptQuery({ a: '1' }, key));
  });

  it('refuses a query string that was altered', async () => {
    const search = await encryptQuery({ amount: '100' }, key);
    const bytes = base64UrlToBytes(search.slice(3));
    bytes[20]! ^= 0xff;
    expect(await decryptQuery(`?q=${bytesToBase64Url(bytes)}`, key)).toBeNull();
    expect(await decryptQuery('?q=not-base64!!', key)).toBeNull();
    expect(await decryptQuery('?q=', key)).toBeNull();
  });

  it('refuses a query string sealed with another key', async () => {
    const search = await encryptQuery({ a: '1' }, await generateAesKey());
    expect(await decryptQuery(search, key)).toBeNull();
  });
});

function Reader() {
  const state = useEncryptedQuery();
  const navigate = useEncryptedNavigate();
  return (
    <>
      <output>{state.status === 'ready' ? JSON.stringify(state.params) : state.status}</output>
      <button onClick={() => void navigate('/page', { id: '7' })}>go</button>
    </>
  );
}

describe('useEncryptedQuery', () => {
  it('reads what useEncryptedNavigate sealed, and flags altered URLs', async () => {
    render(
      <MemoryRouter initialEntries={['/page?q=garbage']}>
        <Routes>
          <Route path="/page" element={<Reader />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('invalid'));
    await act(async () => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('{"id":"7"}'));
  });
});
