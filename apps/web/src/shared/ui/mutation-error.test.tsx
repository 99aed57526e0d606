import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { ApiError } from '../api';
import { MutationError } from './mutation-error';

beforeAll(() => setTestLanguage('en'));
afterEach(cleanup);

const shown = async (error: unknown) => {
  renderWithProviders(<MutationError error={error} />);
  const text = (await screen.findByRole('alert')).textContent;
  cleanup();
  return text;
};

describe('a failed save', () => {
  it("words each failure without a usable answer with the catalogue's message", async () => {
    expect(await shown(new ApiError('NETWORK', 'Network error', 'code-1'))).toBe(
      'The connection failed. Please check your network and try again.',
    );
    expect(await shown(new ApiError('TIMEOUT', 'Request timed out', 'code-2'))).toBe(
      'The server did not respond. Please check your connection and try again.',
    );
    expect(await shown(new ApiError('INVALID_DATA', 'does not match the contract', 'code-3'))).toBe(
      'The data looks abnormal. Please refresh the page and try again.',
    );
    expect(await shown(new Error('anything else'))).toBe('The request failed. Please try again.');
  });

  it("shows the server's own message for a refusal", async () => {
    expect(await shown(new ApiError('E7015', 'Exchange rate unavailable.', 'code-4'))).toBe(
      'Exchange rate unavailable.',
    );
  });
});
