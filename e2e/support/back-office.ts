import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../apps/server/src/composition/seed/demo-staff';
import { codesSentFrom, type OutboxMessage } from './outbox';
import en from '../../apps/web/src/shared/i18n/locales/en/backoffice.json' with { type: 'json' };
import zhHK from '../../apps/web/src/shared/i18n/locales/zh-HK/backoffice.json' with { type: 'json' };
import zhCN from '../../apps/web/src/shared/i18n/locales/zh-CN/backoffice.json' with { type: 'json' };

/** The back office's texts as staff read them in each language: the tests look for what is shown. */
export const backOfficeTexts = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as const;

/** The code e-mailed to a staff member after `since`, read from the dev outbox. */
async function staffCode(request: APIRequestContext, staffId: string, since: Date): Promise<string> {
  const to = demoStaffEmail({ brokerCode: 'LTU', staffId });
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const mail = ((await response.json()) as OutboxMessage[]).find(
        (message) => new Date(message.createdAt) >= since,
      );
      code = mail?.text.match(/(?<!\d)\d{4,8}(?!\d)/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Logs a demo staff member into the back office in the browser: password, then the e-mailed code. */
export async function logInStaffInBrowser(
  page: Page,
  request: APIRequestContext,
  backOffice: string,
  staffId: string,
): Promise<void> {
  await page.goto(`${backOffice}/login`);
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
  const since = codesSentFrom();
  await page.getByRole('textbox', { name: en.login.staffID }).fill(staffId);
  await page.getByRole('textbox', { name: en.login.password, exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: en.login.next }).click();
  await page.getByRole('textbox', { name: en.login.code }).fill(await staffCode(request, staffId, since));
  await page.getByRole('button', { name: en.login.verify }).click();
  await expect(page.getByTestId('staff-identity')).toContainText(staffId);
}
