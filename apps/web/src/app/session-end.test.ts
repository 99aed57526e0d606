import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../shared/i18n';
import type { ResponseCode } from '@lantau/contract';
import type { SessionEndEvent } from '../shared/api';
import { createSessionEndHandler, sessionEndDialog } from './session-end';

beforeAll(() => initI18n('en'));
const t = () => i18n.t.bind(i18n);

const http = (status: number, code?: ResponseCode, message = ''): SessionEndEvent => ({
  reason: 'httpError',
  status,
  code,
  message,
  apiCode: 'api-7',
});

describe('session-end dialog content (spec section 8)', () => {
  it("E4001: 'system tip', the code with the API code, and 'time error'", () => {
    const dialog = sessionEndDialog(http(401, 'E4001', 'whatever'), t());
    expect(dialog.title).toBe('System tip');
    expect(dialog.lines[0]).toBe('E4001 (api-7)');
    expect(dialog.lines[1]).toMatch(/^Time error/);
  });

  it("E4003: 'system tip' with the server's message", () => {
    const dialog = sessionEndDialog(http(403, 'E4003', 'Invalid request signature.'), t());
    expect(dialog).toMatchObject({
      title: 'System tip',
      lines: ['E4003 (api-7)', 'Invalid request signature.'],
    });
  });

  it("other statuses: 'request error' with the status", () => {
    const dialog = sessionEndDialog(http(502), t());
    expect(dialog.title).toBe('Request error');
    expect(dialog.lines[0]).toBe('The server answered with status 502.');
  });

  it('E0001: session timeout, please log in again, with the API code', () => {
    const dialog = sessionEndDialog({ reason: 'sessionTimeout', message: '', apiCode: 'api-8' }, t());
    expect(dialog).toMatchObject({
      title: 'Session timeout',
      lines: ['Please log in again.', 'Reference: api-8'],
    });
  });
});

describe('session-end handler', () => {
  function setup(initialToken: string | undefined) {
    let token = initialToken;
    let close: () => void = () => undefined;
    const deps = {
      currentToken: () => token,
      endSession: vi.fn(() => (token = undefined)),
      showDialog: vi.fn(() => new Promise<void>((resolve) => (close = resolve))),
      goToLogin: vi.fn(),
      t: t(),
    };
    return {
      deps,
      handle: createSessionEndHandler(deps),
      login: (next: string) => (token = next),
      close: () => close(),
    };
  }

  it('clears the session, shows one dialog, and returns to login once it is closed', async () => {
    const { deps, handle, close } = setup('t1');
    handle(http(500));
    handle(http(500));
    handle(http(401, 'E4001'));
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(deps.showDialog).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).not.toHaveBeenCalled();
    close();
    await Promise.resolve();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('acts again for the next session', () => {
    const { deps, handle, login } = setup('t1');
    handle(http(500));
    login('t2');
    handle(http(500));
    expect(deps.showDialog).toHaveBeenCalledTimes(2);
  });

  it('shows nothing when there is no session to end', () => {
    const { deps, handle } = setup(undefined);
    handle(http(404, 'E4004'));
    expect(deps.endSession).not.toHaveBeenCalled();
    expect(deps.showDialog).not.toHaveBeenCalled();
  });
});
