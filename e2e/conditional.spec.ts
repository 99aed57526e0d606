import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openQuoteBySearch } from './support/market';
import { openMenuEntry } from './support/shell';

// A conditional order through the real server: a stop-loss limit sell of 00700 placed from its quote page, its
// trigger checked at once on the live price (Level 2), shown on the confirmation page, and held (Hold, HLD) in
// the order history until the price falls to it. VIC3005 is this test's own client (one session per user).
test.describe.configure({ timeout: 120_000 });

/** Presses an arrow key in a price field n times: each press is one step of the spread table. */
async function step(field: Locator, key: 'ArrowUp' | 'ArrowDown', times: number) {
  for (let index = 0; index < times; index += 1) await field.press(key);
}

/** A radio of a segmented control, reached by the keyboard from its checked neighbour. */
async function chooseByKeyboard(page: Page, group: Locator, from: string, to: string) {
  await group.getByRole('radio', { name: from }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: to })).toBeChecked();
}

test('a stop-loss limit sell from the quote page is held in the order history', async ({ page, request }) => {
  // Placing, then the list, the detail and the amendment, each checked in both schemes: a long journey.
  test.setTimeout(240_000);
  await logIn(page, request, 'VIC3005');
  await expect(page).toHaveURL(/\/main/);
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, '700');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  const ticket = page.getByRole('form', { name: 'Trade' });
  await expect(ticket).toBeVisible();

  await chooseByKeyboard(
    page,
    ticket.getByRole('radiogroup', { name: 'Order kind' }),
    'Normal',
    'Conditional',
  );
  await expect(ticket.getByRole('combobox', { name: 'Condition' })).toHaveValue('STOP_LOSS_LIMIT');
  await expect(
    ticket.getByText('Held until the price falls to the trigger, then sent at your limit price.'),
  ).toBeVisible();

  // The first press offers the live price; ten steps above it, a sell stop would fire at once: refused.
  const trigger = ticket.getByRole('textbox', { name: 'Trigger price' });
  await step(trigger, 'ArrowUp', 11);
  await expect(ticket.getByRole('alert')).toHaveText(
    'The trigger price is on the wrong side of the current price.',
  );
  await expect(trigger).toHaveAttribute('aria-invalid', 'true');

  // Twenty steps below the live price it waits for a fall; the limit two steps under the trigger.
  await trigger.fill('');
  await step(trigger, 'ArrowDown', 21);
  await expect(trigger).not.toHaveAttribute('aria-invalid', 'true');
  const triggerPrice = await trigger.inputValue();
  const limit = ticket.getByRole('textbox', { name: 'Price', exact: true });
  await limit.fill(triggerPrice);
  await step(limit, 'ArrowDown', 2);
  const limitPrice = await limit.inputValue();
  await expect(ticket.getByTestId('total-fees')).toHaveText(/^HKD \d/);
  await expectAccessibleInBothSchemes(page);

  await ticket.getByRole('button', { name: 'Review Sell order' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText('Stop-loss limit')).toBeVisible();
  await expect(confirmation.getByText(triggerPrice, { exact: true })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();

  const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
  await expect(placed).toContainText('Hold');
  // The banner names the order by its short number, not its UUID.
  await expect(placed).toContainText(/order O-\d{4}-\d{6}/);
  await placed.getByRole('link', { name: 'See your orders' }).click();
  // A held order is working: under the working heading, with its condition and trigger in the row.
  await expect(page.getByRole('heading', { name: 'Working orders' })).toBeVisible();
  const working = page.getByRole('table', { name: 'Working orders' });
  const row = working.getByRole('row').filter({ hasText: limitPrice }).filter({ hasText: 'Hold' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(`Stop-loss limit, trigger ${triggerPrice}`);
  await expectAccessibleInBothSchemes(page);

  // The detail says what it waits for; Amend moves the trigger (one step lower), checked and reviewed first.
  await row.getByRole('button', { name: /Details of order O-\d{4}-\d{6}/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Condition')).toBeVisible();
  await expect(detail.getByText('Trigger price')).toBeVisible();
  await expect(detail.getByText(triggerPrice, { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: 'Amend order' });
  const newTrigger = amend.getByRole('textbox', { name: 'Trigger price' });
  await expect(newTrigger).toHaveValue(triggerPrice);
  await newTrigger.press('ArrowDown');
  const movedTrigger = await newTrigger.inputValue();
  expect(movedTrigger).not.toBe(triggerPrice);
  await expectAccessibleInBothSchemes(page);
  await amend.getByRole('button', { name: 'Review' }).click();
  await expect(amend.getByText(`Trigger price: ${triggerPrice} to ${movedTrigger}`)).toBeVisible();
  await amend.getByRole('button', { name: 'Confirm amendment' }).click();
  await expect(amend).toBeHidden();
  await expect(
    working
      .getByRole('row')
      .filter({ hasText: `Stop-loss limit, trigger ${movedTrigger}` })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
});
