import { describe, expect, it } from 'vitest';
import { detectBasename, paths } from './paths';

describe('paths', () => {
  it('recognises the /portal2 prefix', () => {
    expect(detectBasename('/portal2')).toBe('/portal2');
    expect(detectBasename('/portal2/lantau/index')).toBe('/portal2');
    expect(detectBasename('/portal22/x')).toBe('/');
    expect(detectBasename('/lantau/index')).toBe('/');
  });

  it('builds the routes of the spec', () => {
    expect(paths.login('kowloon')).toBe('/kowloon/index');
    expect(paths.main('kowloon')).toBe('/kowloon/main');
    expect(paths.article('kowloon', 'account_deletion')).toBe('/kowloon/article/account_deletion');
    expect(paths.taskAfterLogin('kowloon')).toBe('/kowloon/index/task_after_login');
    expect(paths.updatePassword('kowloon')).toBe('/kowloon/index/update_password');
  });
});
