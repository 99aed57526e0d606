import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { SPREAD_TABLES } from '@lantau/domain';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { Form, NumericField, PriceStepperField, QuantityStepperField, TIP_MS, useSchemaForm } from '.';

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.useRealTimers());

const schema = z.object({
  amount: z.string().min(1, 'form.required'),
  price: z.string().min(1, 'form.required'),
  quantity: z.string().refine((text) => Number(text) % 100 === 0, 'form.invalid'),
});
type Values = z.infer<typeof schema>;

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useSchemaForm<Values>(schema, { amount: '', price: '', quantity: '100' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Test form">
      <NumericField<Values> name="amount" label="Amount" decimals={2} />
      <PriceStepperField<Values>
        name="price"
        label="Price"
        table={SPREAD_TABLES.HK_STOCK_2025}
        decimals={3}
        startPrice="0.250"
      />
      <QuantityStepperField<Values> name="quantity" label="Quantity" lot={100} />
      <button type="submit">Send</button>
    </Form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('form kit', () => {
  it('keeps digits and one dot, with the decimals capped', () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    fireEvent.change(input('Amount'), { target: { value: '1a2.3.456' } });
    expect(input('Amount').value).toBe('12.34');
  });

  it('steps the price by the spread table across a band edge, by buttons and arrow keys', () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Price' }));
    expect(input('Price').value).toBe('0.250');
    fireEvent.keyDown(input('Price'), { key: 'ArrowUp' });
    expect(input('Price').value).toBe('0.255');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Price' }));
    fireEvent.keyDown(input('Price'), { key: 'ArrowDown' });
    expect(input('Price').value).toBe('0.249');
  });

  it('steps the quantity by the lot', () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(input('Quantity').value).toBe('200');
    fireEvent.change(input('Quantity'), { target: { value: '250' } });
    fireEvent.keyDown(input('Quantity'), { key: 'ArrowDown' });
    expect(input('Quantity').value).toBe('200');
  });

  it('shows a tip for three seconds on blur, keeps the field invalid and described, re-checks on input', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    const amount = input('Amount');
    await act(async () => {
      fireEvent.blur(amount);
    });
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toContain('Required');

    await act(async () => {
      vi.advanceTimersByTime(TIP_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await act(async () => {
      fireEvent.focus(amount);
    });
    expect(screen.getByRole('alert').textContent).toBe('Required');

    await act(async () => {
      fireEvent.change(amount, { target: { value: '5' } });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('submits only valid values, and shows every wrong field on submit', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    fireEvent.change(input('Quantity'), { target: { value: '150' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Required',
      'Required',
      'Please check this value',
    ]);
    fireEvent.change(input('Amount'), { target: { value: '10' } });
    fireEvent.change(input('Price'), { target: { value: '1.23' } });
    fireEvent.change(input('Quantity'), { target: { value: '200' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(
      { amount: '10', price: '1.23', quantity: '200' },
      expect.anything(),
    );
  });
});
