import { expect, test, type WebSocketRoute } from '@playwright/test';
import { logIn } from './support/auth';

test('losing the session socket shows the unstable-network dialog, which hides once it reconnects', async ({
  page,
  request,
}) => {
  let networkDown = false;
  const open: WebSocketRoute[] = [];
  // Stand between the page and the session socket: pass through while the network is up, drop it while down.
  await page.routeWebSocket(/\/ws\/session$/, (socket) => {
    if (networkDown) {
      void socket.close({ code: 1011, reason: 'network down' });
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });

  await logIn(page, request, 'VIC3003');
  await expect(page).toHaveURL(/\/victoria\/index\/task_after_login$/);
  await expect.poll(() => open.length, { message: 'session socket connected' }).toBeGreaterThan(0);

  networkDown = true;
  for (const socket of open.splice(0)) await socket.close({ code: 1011, reason: 'network down' });
  const dialog = page.getByRole('dialog', { name: 'Unstable network' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  networkDown = false;
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  expect(open.length).toBeGreaterThan(0);
});
