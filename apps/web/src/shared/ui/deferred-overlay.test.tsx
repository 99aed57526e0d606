import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Menu } from '@mantine/core';
import { renderWithProviders } from '../../test/render';
import { deferredPart, type DeferredPart } from '../loading/deferred-part';
import { DeferredOverlay, useOverlayStart, type OverlayStart } from './deferred-overlay';

const Trigger = (props: ComponentPropsWithRef<'button'>) => <Button {...props}>Sort</Button>;

function SortMenu(start: OverlayStart) {
  const { trigger, opened, setOpened } = useOverlayStart(start);
  return (
    <Menu opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Trigger ref={trigger} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>By name</Menu.Item>
        <Menu.Item>By price</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A part whose code arrives when the test says so (a slow network), counting how often it was asked for. */
function heldPart() {
  let arrive = () => {};
  let asked = 0;
  const part = deferredPart<OverlayStart>(() => {
    asked += 1;
    return new Promise((resolve) => (arrive = () => resolve(SortMenu)));
  });
  return { part, arrive: () => act(async () => arrive()), asked: () => asked };
}

const renderMenu = (part: DeferredPart<OverlayStart>) =>
  renderWithProviders(
    <DeferredOverlay part={part} props={{}} popup="menu" trigger={(standIn) => <Trigger {...standIn} />} />,
  );

describe('a menu whose code comes when first wanted', () => {
  it('draws its button at once, named and marked as a closed menu, without asking for the code', () => {
    const { part, asked } = heldPart();
    renderMenu(part);
    const button = screen.getByRole('button', { name: 'Sort' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(asked()).toBe(0);
  });

  it('asks for the code when the button is hovered or focused, once', async () => {
    const { part, asked } = heldPart();
    renderMenu(part);
    const button = screen.getByRole('button', { name: 'Sort' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(asked()).toBe(1);
  });

  it('opens once its code is in when pressed by keyboard before, with the focus moved into the menu', async () => {
    const { part, arrive } = heldPart();
    renderMenu(part);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    expect(await screen.findByRole('menu')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sort' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Mantine's menu takes the focus as it opens, and gives it back to the button when it closes.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('By name');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort' }));
  });

  it('keeps the button a press is on until the click: replaced under the pointer, the click would be lost', async () => {
    const { part, arrive } = heldPart();
    renderMenu(part);
    const standIn = screen.getByRole('button', { name: 'Sort' });
    fireEvent.pointerDown(standIn);
    await arrive();
    expect(screen.getByRole('button', { name: 'Sort' })).toBe(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
