import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteContext } from './route-decision';

const known = ['lantau', 'kowloon', 'victoria'];
const decide = (pathname: string, context: Partial<RouteContext> = {}) =>
  decideRoute({ pathname, storedCode: 'lantau', hasToken: false, knownCodes: known, ...context });

describe('route guard', () => {
  it('always allows the root path and the broker list, whatever is stored', () => {
    for (const context of [{}, { hasToken: true }, { storedCode: undefined }, { knownCodes: undefined }]) {
      expect(decide('/', context)).toEqual({ kind: 'allow' });
      expect(decide('/portal_list', context)).toEqual({ kind: 'allow' });
    }
  });

  it('waits for the broker list before judging a broker path', () => {
    expect(decide('/lantau/index', { knownCodes: undefined })).toEqual({ kind: 'wait' });
  });

  it('sends an unknown display code to the not-found page, without storing it', () => {
    expect(decide('/nowhere')).toEqual({ kind: 'notFound' });
    expect(decide('/nowhere/index', { hasToken: true })).toEqual({ kind: 'notFound' });
    expect(decide('/portal_list/extra')).toEqual({ kind: 'notFound' });
  });

  it('switches broker when the first segment differs from the stored code', () => {
    const switched = { kind: 'redirect', to: '/kowloon', storeCode: 'kowloon', clearSession: true };
    expect(decide('/kowloon/index')).toEqual(switched);
    expect(decide('/kowloon/main', { hasToken: true })).toEqual(switched);
    expect(decide('/kowloon')).toEqual(switched);
    expect(decide('/kowloon/article/unknown')).toEqual(switched);
  });

  it('keeps the reader on a public article of another broker, still switching broker', () => {
    const stay = { kind: 'allow', storeCode: 'kowloon', clearSession: true };
    expect(decide('/kowloon/article/privacy')).toEqual(stay);
    expect(decide('/kowloon/article/account_deletion', { hasToken: true })).toEqual(stay);
  });

  it('adopts the broker of a first visit without a detour', () => {
    expect(decide('/kowloon/article/privacy', { storedCode: undefined })).toEqual({
      kind: 'allow',
      storeCode: 'kowloon',
    });
    expect(decide('/kowloon/main', { storedCode: undefined })).toEqual({
      kind: 'redirect',
      to: '/kowloon/index',
      storeCode: 'kowloon',
    });
  });

  describe('without a login token', () => {
    it('allows the login page and the article pages', () => {
      expect(decide('/lantau/index')).toEqual({ kind: 'allow' });
      expect(decide('/lantau/index/')).toEqual({ kind: 'allow' });
      expect(decide('/lantau/article/privacy')).toEqual({ kind: 'allow' });
      expect(decide('/lantau/article/account_deletion')).toEqual({ kind: 'allow' });
    });

    it('sends every other path to the login page', () => {
      for (const path of [
        '/lantau',
        '/lantau/main',
        '/lantau/main/home',
        '/lantau/index/task_after_login',
        '/lantau/index/update_password',
        '/lantau/article/unknown',
        '/lantau/anything/else',
      ]) {
        expect(decide(path)).toEqual({ kind: 'redirect', to: '/lantau/index' });
      }
    });
  });

  describe('with a login token', () => {
    const withToken = { hasToken: true };

    it('sends the broker root and the login page to the shell', () => {
      expect(decide('/lantau', withToken)).toEqual({ kind: 'redirect', to: '/lantau/main' });
      expect(decide('/lantau/index', withToken)).toEqual({ kind: 'redirect', to: '/lantau/main' });
    });

    it('allows everything else of the broker, including pages that turn out not to exist', () => {
      for (const path of [
        '/lantau/main',
        '/lantau/main/fund/deposit',
        '/lantau/index/task_after_login',
        '/lantau/index/update_password',
        '/lantau/article/privacy',
        '/lantau/unknown',
      ]) {
        expect(decide(path, withToken)).toEqual({ kind: 'allow' });
      }
    });

    it('sends a fresh login to its post-login tasks first, and keeps the shell closed until they are done', () => {
      const tasks = { hasToken: true, hasPendingTasks: true };
      expect(decide('/lantau/index', tasks)).toEqual({
        kind: 'redirect',
        to: '/lantau/index/task_after_login',
      });
      expect(decide('/lantau/main/fund', tasks)).toEqual({
        kind: 'redirect',
        to: '/lantau/index/task_after_login',
      });
      expect(decide('/lantau/index/task_after_login', tasks)).toEqual({ kind: 'allow' });
      expect(decide('/lantau/index/update_password', tasks)).toEqual({ kind: 'allow' });
    });

    it('returns a fresh login to where its ended session was, once', () => {
      expect(decide('/lantau/index', { hasToken: true, returnPath: '/lantau/main/fund?q=abc' })).toEqual({
        kind: 'redirect',
        to: '/lantau/main/fund?q=abc',
        consumeReturnPath: true,
      });
      expect(
        decide('/lantau/index', { hasToken: true, returnPath: '/lantau/index/update_password' }),
      ).toEqual({
        kind: 'redirect',
        to: '/lantau/index/update_password',
        consumeReturnPath: true,
      });
      for (const elsewhere of ['/elsewhere', '/lantau/mainframe', '/lantau/index/task_after_login']) {
        expect(decide('/lantau/index', { hasToken: true, returnPath: elsewhere })).toEqual({
          kind: 'redirect',
          to: '/lantau/main',
        });
      }
    });
  });
});
