import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { fetchStaffFile } from '../staff-api';
import { StaffFileButton } from './staff-file-button';

vi.mock('../staff-api', () => ({ fetchStaffFile: vi.fn() }));

beforeAll(() => setTestLanguage('en'));

const texts = { view: 'View', title: 'Certificate', alt: 'The certificate', failed: 'Could not load.' };

async function open(answer: Blob) {
  vi.mocked(fetchStaffFile).mockResolvedValueOnce(answer);
  const user = userEvent.setup();
  renderWithProviders(<StaffFileButton path="/api/staff/funds/certificates/c1" texts={texts} />);
  await user.click(await screen.findByRole('button', { name: 'View' }));
}

describe('a staff file', () => {
  it('is shown as a picture', async () => {
    await open(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'The certificate' })).toBeTruthy();
  });

  it('is never embedded as a document: anything but a picture is refused', async () => {
    await open(new Blob(['%PDF-1.7 /OpenAction'], { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load.');
    expect(document.querySelector('object, embed, iframe')).toBeNull();
  });
});
