import { beforeEach, describe, expect, it } from 'vitest';
import { secureStorage } from '../storage';
import { sessionStore, useSessionStore } from './session-store';

beforeEach(() => sessionStore.clear());

describe('session store', () => {
  it('keeps the session in the encrypted storage and reloads it', () => {
    sessionStore.start({ token: 't1', userID: 'chan' });
    expect(JSON.parse(secureStorage.get('session')!)).toEqual({ token: 't1', userID: 'chan' });
    useSessionStore.setState({ session: null });
    sessionStore.hydrate();
    expect(sessionStore.get()).toEqual({ token: 't1', userID: 'chan' });
    expect(sessionStore.hasToken()).toBe(true);
  });

  it('reloads only a session of the right shape, without fields it does not know', () => {
    const reload = (stored: unknown) => {
      secureStorage.setJson('session', stored);
      sessionStore.hydrate();
      return sessionStore.get();
    };
    expect(reload({ token: 't1', pendingTasks: ['CHANGE_PASSWORD'], lastLoginTime: null, extra: 1 })).toEqual(
      {
        token: 't1',
        pendingTasks: ['CHANGE_PASSWORD'],
        lastLoginTime: null,
      },
    );
    expect(reload({ token: '' })).toBeNull();
    expect(reload({ token: 't1', pendingTasks: ['SOMETHING_ELSE'] })).toBeNull();
    expect(reload({ token: 't1', sessionRemainSec: '900' })).toBeNull();
    expect(reload([{ token: 't1' }])).toBeNull();
  });

  it('replaces only the tokens a response carries, and records when the expiry was given', () => {
    sessionStore.start({ token: 't1', refreshToken: 'r1', userID: 'chan' });
    sessionStore.applyTokens({ sessionRemainSec: 900 }, 1_000);
    expect(sessionStore.get()).toEqual({
      token: 't1',
      refreshToken: 'r1',
      userID: 'chan',
      sessionRemainSec: 900,
      sessionUpdatedAt: 1_000,
    });
    sessionStore.applyTokens({ token: 't2', refreshToken: 'r2' });
    expect(sessionStore.get()).toMatchObject({ token: 't2', refreshToken: 'r2', userID: 'chan' });
  });

  it('never starts a session from response headers: only a login does', () => {
    sessionStore.applyTokens({ sessionRemainSec: 900 });
    expect(sessionStore.get()).toBeNull();
    sessionStore.applyTokens({ token: 'fresh', refreshToken: 'r' });
    expect(sessionStore.get()).toBeNull();
  });

  it('clears everything', () => {
    sessionStore.start({ token: 't1' });
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(secureStorage.get('session')).toBeUndefined();
  });
});
