import { expect, test, type Page } from '@playwright/test';
import enHelp from '../apps/web/src/shared/i18n/locales/en/help.json' with { type: 'json' };
import hkHelp from '../apps/web/src/shared/i18n/locales/zh-HK/help.json' with { type: 'json' };
import cnHelp from '../apps/web/src/shared/i18n/locales/zh-CN/help.json' with { type: 'json' };
import type { StaffFeedback } from '@lantau/contract';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { commonTexts, languages, switchLanguage, type Language } from './support/fund';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';
import { logInStaffInBrowser } from './support/back-office';
import staffTexts from '../apps/web/src/shared/i18n/locales/en/backofficeclients.json' with { type: 'json' };

// LTU1099 sends feedback, LTU1100 sweeps accessibility; SUPPORT2 (this file's own staff member) reads what was
// stored. One session per user: the tests of each client run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const helpTexts = { en: enHelp, 'zh-HK': hkHelp, 'zh-CN': cnHelp } as const;
const feedbackTexts = commonTexts.en.feedback;

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file the server takes for a PNG (by its first bytes), of the given size. */
const png = (name: string, size = 256) => {
  const buffer = Buffer.alloc(size);
  pngHeader.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
};

async function openHelpCenter(page: Page, language: Language = 'en') {
  // The home page first: a click while the login still redirects there would be lost.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('navigation', { name: commonTexts[language].menu.label })
    .getByRole('link', { name: commonTexts[language].menu.helpCenter, exact: true })
    .click();
  await expect(page).toHaveURL(/\/main\/help_center$/);
  await expect(page.getByRole('heading', { level: 1, name: helpTexts[language].title })).toBeVisible({
    timeout: 30_000,
  });
}

async function addImages(page: Page, files: ReturnType<typeof png>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: feedbackTexts.addImages }).click();
  await (await chooser).setFiles(files);
}

const imageCount = (count: number) => `${count} of 5`;

test('FAQ search and the contact details', async ({ page, request }) => {
  await logIn(page, request, 'LTU1099');
  await openHelpCenter(page);
  const main = page.getByRole('main');
  await expect(main.getByText('8 questions')).toBeVisible();

  await main.getByRole('searchbox', { name: enHelp.faq.search }).fill('withdrawal');
  await expect(main.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    '1 question matches your search.',
  );
  const question = main.getByRole('button', { name: 'How long does a withdrawal take?' });
  await question.click();
  await expect(main.getByText(/usually paid the same day/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'How do I log in?' })).toHaveCount(0);

  await main.getByRole('searchbox', { name: enHelp.faq.search }).fill('no such words anywhere');
  await expect(main.getByText(enHelp.faq.found_zero)).toBeVisible();

  const contact = main.getByRole('region', { name: enHelp.contact.title });
  await expect(contact.getByRole('link', { name: '+852 2388 1000' })).toHaveAttribute(
    'href',
    'tel:+85223881000',
  );
  await expect(contact.getByRole('link', { name: 'cs@lantau-securities.example' })).toBeVisible();
  await expect(contact).toContainText('Monday to Friday');
  await expect(contact).toContainText('8 Harbour Road');
});

test('feedback: masks, e-mail check, image limits, then two images stored with the user ID', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1099');
  await openHelpCenter(page);
  await page.getByRole('button', { name: enHelp.feedback.open }).click();
  const dialog = page.getByRole('dialog', { name: feedbackTexts.title });
  await expect(dialog).toBeVisible();

  // Nothing is sent without text.
  await dialog.getByRole('button', { name: commonTexts.en.dialog.submit }).click();
  await expect(dialog.getByText(feedbackTexts.errors.textRequired)).toBeVisible();
  const content = `Charts stop updating after lunch ${Date.now()}`;
  await dialog.getByRole('textbox', { name: feedbackTexts.text }).fill(content);

  // Mobile: 8 digits for +852, 11 for +86, digits only.
  await dialog.getByRole('radio', { name: feedbackTexts.contactMobile }).check();
  const mobile = dialog.getByRole('textbox', { name: feedbackTexts.mobile });
  await mobile.pressSequentially('9123a45678901');
  await expect(mobile).toHaveValue('91234567');
  await dialog.getByRole('combobox', { name: feedbackTexts.areaCode }).selectOption('+86');
  await mobile.fill('');
  await mobile.pressSequentially('138123456789');
  await expect(mobile).toHaveValue('13812345678');
  await mobile.fill('1381234');
  await mobile.press('Enter');
  await expect(dialog.getByText('Enter a mobile number of 11 digits.')).toBeVisible();

  // E-mail needs an '@'.
  await dialog.getByRole('radio', { name: feedbackTexts.contactEmail }).check();
  const email = dialog.getByRole('textbox', { name: feedbackTexts.email });
  await email.fill('siu.kalok.mail.example');
  await email.press('Enter');
  await expect(dialog.getByText(feedbackTexts.errors.emailInvalid)).toBeVisible();
  await email.fill('siu.kalok@mail.example');

  // Two images fit; one over 3,145,728 bytes is dropped with the notice.
  await addImages(page, [png('first.png'), png('second.png')]);
  await expect(dialog.getByText(imageCount(2))).toBeVisible();
  await addImages(page, [png('huge.png', 3_145_729)]);
  await expect(page.getByText(feedbackTexts.rejected)).toBeVisible();
  await expect(dialog.getByText(imageCount(2))).toBeVisible();
  await expect(dialog.getByText('huge.png')).toHaveCount(0);

  // Four more: three fit, the sixth image is dropped with the notice.
  await addImages(page, [png('3.png'), png('4.png'), png('5.png'), png('6.png')]);
  await expect(dialog.getByText(imageCount(5))).toBeVisible();
  await expect(dialog.getByText('6.png')).toHaveCount(0);
  await expect(page.getByText(feedbackTexts.rejected).first()).toBeVisible();
  for (const name of ['3.png', '4.png', '5.png'])
    await dialog.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(dialog.getByText(imageCount(2))).toBeVisible();

  await dialog.getByRole('button', { name: commonTexts.en.dialog.submit }).press('Enter');
  await expect(page.getByText(feedbackTexts.success)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Stored with the client's user ID, the contact as formatted and both images, checked as PNG.
  const staff = await logInStaffOverHttp(page.request, 'SUPPORT2');
  const { feedbacks } = await staffCallOverHttp<{ feedbacks: StaffFeedback[] }>(
    page.request,
    staff,
    'GET',
    '/api/staff/feedbacks?limit=200',
  );
  const stored = feedbacks.find((feedback) => feedback.content === content);
  expect(stored).toMatchObject({ userID: 'LTU1099', type: 'CS', contact: 'siu.kalok@mail.example' });
  expect(stored!.images.map((image) => [image.contentType, image.sizeBytes])).toEqual([
    ['image/png', 256],
    ['image/png', 256],
  ]);

  // Support staff read it in the back office, and open each image sent with it.
  const office = await page.context().newPage();
  await logInStaffInBrowser(office, office.request, '/lantau/back_office', 'SUPPORT2');
  const texts = staffTexts.feedback;
  await office.getByRole('link', { name: staffTexts.nav.feedback }).click();
  const row = office.getByRole('table', { name: texts.title }).getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('LTU1099');
  await expect(row).toContainText(texts.types.CS);
  await expect(row).toContainText('siu.kalok@mail.example');
  await row.getByRole('button', { name: 'Image 2' }).click();
  const viewer = office.getByRole('dialog', { name: 'Image 2 from LTU1099' });
  await expect(
    viewer.getByRole('img', { name: 'Image 2 sent by LTU1099 with their feedback' }),
  ).toHaveAttribute('src', /^blob:/);
  await expectAccessibleInBothSchemes(office);
  await office.close();
});

test('feedback by keyboard only', async ({ page, request }) => {
  await logIn(page, request, 'LTU1099');
  await openHelpCenter(page);
  const open = page.getByRole('button', { name: enHelp.feedback.open });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: feedbackTexts.title });
  const text = dialog.getByRole('textbox', { name: feedbackTexts.text });
  await expect(text).toBeFocused();
  await page.keyboard.type('Typed without a mouse');

  // Tab to the type radios, pick technical support with the arrow keys, then on to Submit.
  const submit = dialog.getByRole('button', { name: commonTexts.en.dialog.submit });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: feedbackTexts.typeCS })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: feedbackTexts.typeTech })).toBeChecked();
  for (
    let step = 0;
    step < 10 && !(await submit.evaluate((button) => button === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(feedbackTexts.success)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Escape closes it too, and it opens blank again.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('accessible in three languages, light and dark, page and dialog', async ({ page, request }) => {
  // Twelve axe sweeps (three languages, page and dialog, light and dark) of up to 15 s each on a busy machine:
  // the budget of the settings page's sweep, not the 180 s of a single flow.
  test.setTimeout(420_000);
  await logIn(page, request, 'LTU1100');
  await openHelpCenter(page);
  let current: Language = 'en';
  for (const language of languages) {
    await switchLanguage(page, current, language);
    current = language;
    await expect(page.getByRole('heading', { level: 1, name: helpTexts[language].title })).toBeVisible();
    await expect(page.getByRole('button', { name: helpTexts[language].feedback.open })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await page.getByRole('button', { name: helpTexts[language].feedback.open }).click();
    await expect(page.getByRole('dialog', { name: commonTexts[language].feedback.title })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
