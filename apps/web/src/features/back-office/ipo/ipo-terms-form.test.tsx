import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchStaffIpo, postStaffIpo, type CallDefinition } from '@lantau/contract';
import { ApiError } from '../../../shared/api';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { staffApiClient } from '../staff-api';
import { IpoTermsForm, TermsProblem } from './ipo-terms-form';
import { staffIpoFixture } from '../../../test/staff-ipo';

vi.mock('../staff-api', () => ({ staffApiClient: { request: vi.fn() } }));

beforeAll(() => setTestLanguage('en'));
beforeEach(() => vi.mocked(staffApiClient.request).mockReset());

const DRAWING = 15_000;

describe("the IPO desk's terms form", () => {
  it(
    'sends nothing while fields are missing, and says which',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<IpoTermsForm onSaved={vi.fn()} />);
      await user.click(await screen.findByRole('button', { name: 'Create draft' }, { timeout: DRAWING }));
      expect((await screen.findAllByText('Required')).length).toBeGreaterThan(5);
      expect(staffApiClient.request).not.toHaveBeenCalled();
    },
    DRAWING * 2,
  );

  it(
    'generates the quantity table from the lot size, shows its amounts, and saves the edited terms',
    async () => {
      const user = userEvent.setup();
      const ipo = staffIpoFixture({ status: 'OPEN' });
      vi.mocked(staffApiClient.request).mockResolvedValue(ipo);
      const saved = vi.fn();
      renderWithProviders(<IpoTermsForm ipo={ipo} onSaved={saved} />);
      const lots = await screen.findByRole('textbox', { name: /Lots to generate/ }, { timeout: DRAWING });
      await user.clear(lots);
      await user.type(lots, '4');
      await user.click(screen.getByRole('button', { name: 'Generate 1 to N lots' }));
      expect((screen.getByRole('textbox', { name: /^Quantities/ }) as HTMLTextAreaElement).value).toBe(
        '500\n1000\n1500\n2000',
      );
      // 2,000 shares at HKD 10 with 1.00785 of brokerage and levies.
      expect(screen.getByText('20,157.00')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(saved).toHaveBeenCalledWith(ipo));
      const [call, options] = vi.mocked(staffApiClient.request).mock.calls[0]! as [
        CallDefinition,
        { params: unknown; body: Record<string, unknown> },
      ];
      expect(call).toBe(patchStaffIpo);
      expect(call).not.toBe(postStaffIpo);
      expect(options.params).toEqual({ ipoID: 'IPO-1' });
      expect(options.body).toMatchObject({
        quantities: [500, 1000, 1500, 2000],
        financing: { maxRatio: '0.9', annualRate: '0.0388' },
        openAt: '2026-11-23T09:00:00+08:00',
      });
    },
    DRAWING * 2,
  );

  it("says what the server's E7071 found, in the member's words: money terms frozen once applications are made", async () => {
    const refusal = new ApiError('E7071', 'Invalid IPO terms.', 'x-1', { problem: 'APPLICATIONS_MADE' });
    renderWithProviders(<TermsProblem error={refusal} />);
    expect((await screen.findByRole('alert', {}, { timeout: DRAWING })).textContent).toBe(
      'Applications have been made: only the names and the dates can change now.',
    );
  });

  it('says nothing more for another refusal, or a problem it has no words for', () => {
    const { container } = renderWithProviders(
      <>
        <TermsProblem error={new ApiError('E7072', 'Not now.', 'x-2', { status: 'LISTED' })} />
        <TermsProblem
          error={new ApiError('E7071', 'Invalid IPO terms.', 'x-3', { problem: 'SOMETHING_NEW' })}
        />
      </>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
