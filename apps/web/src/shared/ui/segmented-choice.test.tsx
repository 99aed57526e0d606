import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { SegmentedChoice, type SegmentedChoiceProps } from './segmented-choice';

beforeAll(async () => {
  await setTestLanguage('en');
  // user-event walks a radio group by its name with CSS.escape, which jsdom lacks.
  if (typeof window.CSS?.escape !== 'function')
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (char) => `\\${char}`) });
});
afterAll(() => vi.unstubAllGlobals());

type Side = 'BUY' | 'SELL' | 'SHORT';
const sides = [
  { value: 'BUY', label: 'Buy', color: 'blue.8' },
  { value: 'SELL', label: 'Sell', color: '#c2410c' },
  { value: 'SHORT', label: 'Short' },
] as const;

/** A group that keeps what is chosen, as its callers do; every change also reported to `onChange`. */
function Sides(props: Partial<SegmentedChoiceProps<Side>> & { onChange?: (side: Side) => void }) {
  const [side, setSide] = useState<Side>('BUY');
  const { onChange, ...rest } = props;
  return (
    <SegmentedChoice<Side>
      label="Side"
      options={sides}
      {...(rest as object)}
      value={side}
      onChange={(next) => {
        setSide(next);
        onChange?.(next);
      }}
    />
  );
}

describe('segmented choice', () => {
  it('is a radio group the keyboard enters once and whose arrows move and choose', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <Sides onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(within(group).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Buy' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Sell' }));
    expect(onChange).toHaveBeenLastCalledWith('SELL');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('is named by another element, and its radios carry the form field name given', () => {
    renderWithProviders(
      <>
        <div id="side-label">Order side</div>
        <Sides label={undefined} labelledBy="side-label" name="side" />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Order side' });
    expect(group.getAttribute('aria-label')).toBeNull();
    for (const radio of within(group).getAllByRole('radio')) expect(radio.getAttribute('name')).toBe('side');
  });

  it('gives each group a name of its own when none is given', () => {
    renderWithProviders(
      <>
        <Sides label="First" />
        <Sides label="Second" />
      </>,
    );
    const first = within(screen.getByRole('radiogroup', { name: 'First' })).getAllByRole('radio');
    const second = within(screen.getByRole('radiogroup', { name: 'Second' })).getAllByRole('radio');
    expect(new Set(first.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(first[0]?.getAttribute('name')).not.toBe(second[0]?.getAttribute('name'));
  });

  it('when disabled, chooses nothing: neither pressed nor by the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Sides disabled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(group.getAttribute('aria-disabled')).toBe('true');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toHaveProperty('disabled', true);
    await userEvent.click(within(group).getByText('Sell'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(group).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
  });

  it("colours an option's segment, with text that contrasts, and leaves the others to the kit's look", () => {
    renderWithProviders(<Sides fullWidth />);
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(group.hasAttribute('data-full-width')).toBe(true);
    const segment = (name: string) => within(group).getByRole('radio', { name }).parentElement as HTMLElement;
    expect(segment('Buy').style.getPropertyValue('--segmented-choice-color')).toBe(
      'var(--mantine-color-blue-8)',
    );
    expect(segment('Buy').style.getPropertyValue('--segmented-choice-label-color')).toBe(
      'var(--mantine-color-white)',
    );
    expect(segment('Sell').style.getPropertyValue('--segmented-choice-color')).toBe('#c2410c');
    expect(segment('Short').style.getPropertyValue('--segmented-choice-color')).toBe('');
  });

  it('is as wide as its content unless told to fill its container', () => {
    renderWithProviders(<Sides />);
    expect(screen.getByRole('radiogroup', { name: 'Side' }).hasAttribute('data-full-width')).toBe(false);
  });
});
