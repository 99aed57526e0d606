import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../../test/fake-api';
import { setTestLanguage } from '../../../test/render';
import { useSchemaForm } from '../../../shared/form';
import { brokerConfigRoute } from '../../account/test/account-fixtures';
import { renderAccountPage } from '../../account/test/render-account-page';
import { ConditionEditor } from './condition-editor';
import { emptyScreenerForm, screenerFormSchema } from './screener-form';

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

function Editor() {
  const form = useSchemaForm(screenerFormSchema, emptyScreenerForm());
  return (
    <ConditionEditor
      form={form}
      onSearch={() => undefined}
      onSaveNew={() => undefined}
      onSaveChanges={undefined}
      saveChangesLabel={undefined}
      onClear={() => undefined}
    />
  );
}

const typeChoices = () =>
  within(screen.getByRole('combobox', { name: 'Instrument type' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the screener condition editor', () => {
  it('offers only the instrument types the broker offers in the chosen market (InstTypeHK, InstTypeMA, InstTypeMZ)', async () => {
    // Kowloon Securities: no warrants or CBBCs in Hong Kong; Shanghai equities, Shenzhen ETFs.
    installFakeApi([
      brokerConfigRoute({ InstTypeHK: ['EQTY', 'ETF', 'REIT'], InstTypeMA: ['EQTY'], InstTypeMZ: ['ETF'] }),
    ]);
    renderAccountPage(<Editor />, '/lantau/main/market/screener');
    await waitFor(() => expect(typeChoices()).toEqual(['All types', 'Equities', 'ETFs', 'REITs']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Market' }), { target: { value: 'MA^MZ' } });
    await waitFor(() => expect(typeChoices()).toEqual(['All types', 'Equities', 'ETFs']));
    // The US has no list: every type.
    fireEvent.change(screen.getByRole('combobox', { name: 'Market' }), { target: { value: 'US' } });
    await waitFor(() =>
      expect(typeChoices()).toEqual(['All types', 'Equities', 'ETFs', 'Warrants', 'CBBCs', 'REITs', 'Bonds']),
    );
  });
});
