import { expect, test, type Locator, type Page } from '@playwright/test';
import type { StaffIpo, StaffSessionData } from '@lantau/contract';
import { nextTradingDay, previousTradingDay } from '@lantau/domain';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes, LONG_JOURNEY_MS } from './support/color-schemes';
import { publishIpoOverHttp } from './support/ipo-desk';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';
import { openTicketFromQuote, reviewAndPlace, stepPrice } from './support/trade';

// The IPO after subscription, against the real server: the desk (over HTTP) publishes results, the refund and the
// shares arrive in the client's account, the client sells them in the grey market the evening before listing
// (proceeds frozen until then), and on the listing day the IPO job lists an issue and the client trades it on the
// normal trade page. LTU1126 (HKD 80,000.00 in one cash account, Level 2 in Hong Kong) is the client, OPS6
// prepares and SUP7 approves: all three this file's own. Browser tests run with DEMO_IPOS=false and
// MARKET_CLOCK=demo: every market trades around the clock, and a new issue's grey session runs all day on its
// grey market date.
test.describe.configure({ mode: 'serial', timeout: LONG_JOURNEY_MS });

const CLIENT = 'LTU1126';
const PREPARER = 'OPS6';
const APPROVER = 'SUP7';
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Two five-digit codes this run has not used (none is in the exchange's universe): a retry lists new issues. */
const run = String(Math.floor(Date.now() / 1000) % 90).padStart(2, '0');
const greyCode = `024${run}`;
const greyName = 'Tai O Grey Test';
const listingCode = `025${run}`;
const listingName = 'Tai O Listing Test';

/** Hong Kong's calendar date of an instant: on the demo clock, the day Hong Kong trades on. */
const hongKongDate = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date(at));

/** The issue of the first journey: results and grey market today, so its cut-offs and close fall today too. */
const greyDay = { today: '', listing: '' };

let page: Page;
let preparer: StaffSessionData;
let approver: StaffSessionData;
let greyIpoID = '';
let listingIpoID = '';

/**
 * An issue at up to HKD 10.00, 500 a lot, 1,000 shares in the public offer (so an application for 2,000 is
 * balloted down to 1,000), cash only; published at once (OPEN: its open time has passed).
 */
async function publishIssue(
  stockCode: string,
  name: string,
  times: { openAt: string; cutoffAt: string; closeAt: string },
  dates: { resultsDate: string; greyMarketDate: string; listingDate: string },
): Promise<string> {
  const published = await publishIpoOverHttp(page.request, preparer, {
    stockCode,
    name,
    sharesOffered: 1000,
    quantities: [500, 1000, 2000],
    cashHandlingFee: '50',
    financedHandlingFee: '0',
    financing: null,
    openAt: times.openAt,
    financedCutoffAt: times.cutoffAt,
    cashCutoffAt: times.cutoffAt,
    closeAt: times.closeAt,
    priceFixingDate: dates.resultsDate,
    ...dates,
  });
  expect(published.status).toBe('OPEN');
  return published.ipoID;
}

/** The desk's view of an issue, for waiting on what the IPO job does. */
async function issueStatus(ipoID: string): Promise<string> {
  return (await staffCallOverHttp<StaffIpo>(page.request, preparer, 'GET', `/api/staff/ipos/${ipoID}`))
    .status;
}

/** Results by ballot at `finalPrice`, prepared by OPS6 and approved by SUP7 (four-eyes). */
async function publishResults(ipoID: string, finalPrice: string): Promise<void> {
  const prepared = await staffCallOverHttp<StaffIpo>(
    page.request,
    preparer,
    'POST',
    `/api/staff/ipos/${ipoID}/results`,
    { finalPrice, method: 'BALLOT' },
  );
  expect(prepared.pendingStep?.kind).toBe('RESULTS');
  const approved = await staffCallOverHttp<StaffIpo>(
    page.request,
    approver,
    'POST',
    `/api/staff/ipos/${ipoID}/approvals`,
  );
  expect(approved.status).toBe('ALLOTTED');
}

async function openIpoPage(name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'IPO' }).click();
  await page.getByRole('navigation', { name: 'IPO pages' }).getByRole('link', { name, exact: true }).click();
}

async function openAccountPage(name: 'Overview' | 'Record') {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  if (name === 'Record') {
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Account pages' })
      .getByRole('link', { name })
      .click();
  }
}

/** The account overview's HKD row in its cash table (cells: available, on hold, unsettled, settled). */
function hkdCash(): Locator {
  const cash = page.getByRole('main').getByRole('table', { name: 'Cash by currency' });
  return cash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'HKD' }) });
}

const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const shownAmount = (amount: number) =>
  amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The overview's HKD available and on hold, read once they show. A first attempt finds 80,000.00 and 0.00; a retry
 * (Playwright runs the serial file again from the start) finds what its first attempt's sales left, so the
 * journey checks what it moves against these.
 */
async function hkdCashNow(): Promise<{ available: number; onHold: number }> {
  await openAccountPage('Overview');
  const [available, onHold] = [hkdCash().getByRole('cell').nth(0), hkdCash().getByRole('cell').nth(1)];
  await expect(available).toHaveText(/\d/);
  await expect(onHold).toHaveText(/\d/);
  return { available: amountOf(await available.innerText()), onHold: amountOf(await onHold.innerText()) };
}

/**
 * Sells on the grey market page at the best bid its quote shows: a limit order the market makers fill. Their bid
 * moves while the order travels, and a Hong Kong limit order may not trade through the best price: a bid that
 * rose past the price refuses the sale at the ticket's check (the field says so), at the server's ("Order not
 * placed") or at the exchange ("Rejected": a loaded CI run saw it, the bid a step above the sale). Such a sale
 * is priced again at the new bid, from a fresh page once it was sent. Returns the price of the sale that filled.
 */
async function sellAtBestBid(quantity: number): Promise<string> {
  const main = page.getByRole('main');
  const ticket = page.getByRole('form', { name: 'Trade' });
  const bestBid = main.getByTestId('depth-row').first().getByRole('cell').first();
  for (let attempt = 1; ; attempt += 1) {
    expect(attempt, 'every sale was refused: the bid kept rising past it').toBeLessThanOrEqual(3);
    await expect(bestBid).toHaveText(/\d/);
    await ticket.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
    const price = (await bestBid.innerText()).replace(/,/g, '');
    await ticket.getByRole('textbox', { name: 'Price' }).fill(price);
    await page.getByRole('button', { name: 'Review Sell order' }).click();
    const confirmation = page.getByRole('region', { name: 'Confirm your order' });
    const tooFar = ticket.getByText('The price is too far from the current market price.');
    await expect(confirmation.or(tooFar).first()).toBeVisible();
    if (await tooFar.isVisible()) continue;
    await expect(confirmation.getByTestId('total-fees')).toHaveText(/\d/);
    await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
    const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
    const filled = placed.getByText('Fully filled', { exact: true });
    const rejected = placed.getByText('Rejected', { exact: true });
    const refused = page.getByRole('alert').filter({ hasText: 'Order not placed' });
    await expect(filled.or(rejected).or(refused).first()).toBeVisible({ timeout: 30_000 });
    if (await filled.isVisible()) return price;
    await page.reload();
  }
}

test.beforeAll(async ({ browser }) => {
  // The first journey's day must not end under it (its cut-offs and close are today's, its grey market today):
  // a run that starts in the last minutes of Hong Kong's day waits for the next one.
  const left = new Date(`${hongKongDate(Date.now())}T24:00:00+08:00`).getTime() - Date.now();
  if (left < 10 * MINUTE) {
    test.setTimeout(LONG_JOURNEY_MS + left);
    await new Promise((resolve) => setTimeout(resolve, left + MINUTE / 2));
  }
  const now = Date.now();
  greyDay.today = hongKongDate(now);
  greyDay.listing = nextTradingDay('HK', greyDay.today);
  const endOfToday = new Date(`${greyDay.today}T23:59:00+08:00`).toISOString();
  const previous = previousTradingDay('HK', greyDay.today);
  const onPrevious = (time: string) => new Date(`${previous}T${time}+08:00`).toISOString();

  // A context of its own: axe runs in pages of a context.
  page = await (await browser.newContext()).newPage();
  preparer = await logInStaffOverHttp(page.request, PREPARER);
  approver = await logInStaffOverHttp(page.request, APPROVER);
  greyIpoID = await publishIssue(
    greyCode,
    greyName,
    { openAt: new Date(now - HOUR).toISOString(), cutoffAt: endOfToday, closeAt: endOfToday },
    { resultsDate: greyDay.today, greyMarketDate: greyDay.today, listingDate: greyDay.listing },
  );
  // The second journey's issue ran its offer on the previous trading day (the server takes past dates: the desk
  // records an issue's timetable, it does not police the calendar), grey market then, listing today. Its close
  // has passed, so the IPO job closes it at its next run while the first journey goes on.
  listingIpoID = await publishIssue(
    listingCode,
    listingName,
    { openAt: onPrevious('09:00'), cutoffAt: onPrevious('11:00'), closeAt: onPrevious('12:00') },
    { resultsDate: previous, greyMarketDate: previous, listingDate: greyDay.today },
  );
  await logIn(page, page.request, CLIENT);
  await expect(page).toHaveURL(/\/lantau\/main/);
});

test.afterAll(() => page.context().close());

test('results day: allotted by ballot, the refund and the shares arrive, and the shares sell in the grey market', async () => {
  const main = page.getByRole('main');
  const before = await hkdCashNow();
  // Available after the results: less the 20,207.00 paid, plus the refund (10,481.64, below).
  const availableAfterResults = shownAmount(before.available - 20_207 + 10_481.64);

  // The client applies in cash for 2,000 shares: 2,000 x 10.00 x 1.00785 = 20,157.00, and the fee of 50.
  await openIpoPage('Open for subscription');
  await main.getByRole('button', { name: `Apply for ${greyCode}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'IPO application' })).toBeVisible();
  await main.getByRole('combobox', { name: /Quantity/ }).selectOption('2000');
  await expect(main.getByRole('region', { name: 'What the application costs' })).toContainText(
    '20,207.00 HKD',
  );
  await main.getByRole('checkbox', { name: /agree to the terms of the application\.$/ }).check();
  await main.getByRole('button', { name: 'Review' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Confirm the application' })).toBeVisible();
  await main.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
  await expect(main.getByText('20,207.00 HKD is held in account')).toBeVisible();

  // The desk closes the offer (the application is debited and lodged) and publishes the results: 1,000 shares
  // offered, so the ballot allots 1,000 of the 2,000 applied for, at a final price of 9.60 below the maximum.
  await staffCallOverHttp(page.request, preparer, 'POST', `/api/staff/ipos/${greyIpoID}/closings`);
  await publishResults(greyIpoID, '9.60');

  // Allotted, 1,000 shares; the refund is what was paid for the 2,000 at the maximum less the 1,000 at the final
  // price: 20,157.00 - 1,000 x 9.60 x 1.00785 (9,675.36) = 10,481.64.
  await openIpoPage('My applications');
  const application = main
    .getByRole('table', { name: 'IPO applications' })
    .getByRole('row')
    .filter({ hasText: greyCode });
  await expect(application).toContainText('Allotted');
  await expect(application.getByRole('cell', { name: '1,000', exact: true })).toBeVisible();
  await expect(application).toContainText('10,481.64');

  // The shares are in the account's positions, and the refund in its record.
  await openAccountPage('Overview');
  const position = main
    .getByRole('table', { name: 'Positions' })
    .getByRole('row')
    .filter({ hasText: `${greyCode} · HKD` });
  await expect(position.getByRole('cell', { name: '1,000', exact: true }).first()).toBeVisible();
  // Available: 80,000.00 less the 20,207.00 paid, plus the refund (70,274.64); nothing more on hold.
  if (test.info().retry === 0) expect(before).toEqual({ available: 80_000, onHold: 0 });
  await expect(hkdCash().getByRole('cell').nth(0)).toHaveText(availableAfterResults);
  await expect(hkdCash().getByRole('cell').nth(1)).toHaveText(shownAmount(before.onHold));
  await openAccountPage('Record');
  const refund = main
    .getByRole('table', { name: 'Account movements' })
    .getByRole('row')
    .filter({ hasText: `IPO result ${greyCode}` });
  // One journal, two lines: the refund in cash and the shares (pending until the listing day).
  await expect(refund.filter({ hasText: 'HKD' })).toContainText('+10,481.64');
  await expect(refund.filter({ hasText: 'Pending' })).toContainText('1,000');

  // The grey market screen of the issue: its session named, the ticket offering a limit order for the day alone.
  await openIpoPage('IPO calendar');
  await main.getByRole('button', { name: `Details of ${greyCode}` }).click();
  await main.getByRole('button', { name: 'Trade in the grey market' }).click();
  await expect(page).toHaveURL(/\/lantau\/main\/ipo\/trade\?/);
  await expect(main.getByRole('heading', { level: 1, name: 'Grey market' })).toBeVisible();
  await expect(main.getByTestId('grey-market-badge')).toHaveText('Grey market');
  const ticket = page.getByRole('form', { name: 'Trade' });
  await expect(ticket.getByRole('combobox', { name: 'Order type' }).getByRole('option')).toHaveText([
    'Limit',
  ]);
  await expect(ticket.getByRole('combobox', { name: 'Time in force' }).getByRole('option')).toHaveText([
    'Today',
  ]);
  await expectAccessibleInBothSchemes(page);

  // The allotted shares sold at the best bid the market makers show: a limit order they fill.
  const price = await sellAtBestBid(1000);

  // The proceeds (the consideration less the fees) are frozen until the listing: on hold, and the available
  // cash as before the sale.
  await openAccountPage('Overview');
  const consideration = Number(price) * 1000;
  const proceedsHeld = async () =>
    amountOf(await hkdCash().getByRole('cell').nth(1).innerText()) - before.onHold;
  await expect.poll(proceedsHeld).toBeGreaterThan(consideration * 0.98);
  expect(await proceedsHeld()).toBeLessThan(consideration);
  await expect(hkdCash().getByRole('cell').nth(0)).toHaveText(availableAfterResults);
});

test('listing day: the IPO job lists the issue, and it trades on the normal trade page, not in the grey market', async () => {
  const main = page.getByRole('main');
  // Its close passed before it was published: the IPO job (every 30 s) closed it. Results as on any day.
  await expect.poll(() => issueStatus(listingIpoID), { timeout: 45_000 }).toBe('CLOSED');
  await publishResults(listingIpoID, '9.50');
  // Its listing date is today: the job's next run lists it.
  await expect.poll(() => issueStatus(listingIpoID), { timeout: 45_000 }).toBe('LISTED');

  await openIpoPage('Recent listings');
  const listing = main
    .getByRole('table', { name: 'Recent listings' })
    .getByRole('row')
    .filter({ hasText: listingCode });
  await expect(listing).toContainText(greyDay.today);
  await expect(listing).toContainText('9.500');

  // The normal trade page: continuous trading, every order type of it, no grey market.
  const ticket = await openTicketFromQuote(page, listingCode, 'Buy');
  await expect(main.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await expect(main.getByTestId('grey-market-badge')).toHaveCount(0);
  const orderType = ticket.getByRole('combobox', { name: 'Order type' });
  await expect(orderType.getByRole('option', { name: 'Enhanced limit' })).toHaveCount(1);
  await expect(ticket.getByTestId('total-fees')).toHaveText(/^HKD \d/);
  await orderType.selectOption({ label: 'Enhanced limit' });
  await expect(ticket.getByRole('textbox', { name: 'Price' })).toHaveValue(/\d/);
  await stepPrice(ticket, 'ArrowUp', 4);
  const placed = await reviewAndPlace(page, 'Buy');
  await expect(placed.getByText('Fully filled')).toBeVisible({ timeout: 30_000 });
});
