import { describe, expect, it } from 'vitest';
import {
  cleanGroupName,
  firstDuplicate,
  groupNameKey,
  groupNameProblem,
  groupNameTaken,
  moveItem,
} from './watchlist-rules';

describe('watchlist group names', () => {
  it('takes up to 10 columns: 10 letters or 5 Chinese characters', () => {
    expect(groupNameProblem('abcdefghij', 10)).toBeNull();
    expect(groupNameProblem('abcdefghijk', 10)).toBe('TOO_WIDE');
    expect(groupNameProblem('科技股組合', 10)).toBeNull();
    expect(groupNameProblem('科技股組合甲', 10)).toBe('TOO_WIDE');
    expect(groupNameProblem('科技股ab', 10)).toBeNull();
    expect(groupNameProblem('科技股組ab', 10)).toBeNull();
    expect(groupNameProblem('科技股組合a', 10)).toBe('TOO_WIDE');
  });

  it('measures the trimmed name and refuses an empty one', () => {
    expect(groupNameProblem('   ', 10)).toBe('EMPTY');
    expect(groupNameProblem('', 10)).toBe('EMPTY');
    expect(groupNameProblem('  abcdefghij  ', 10)).toBeNull();
    expect(cleanGroupName('  Tech ')).toBe('Tech');
  });

  it('compares names trimmed and case-insensitively', () => {
    expect(groupNameKey(' Tech ')).toBe(groupNameKey('TECH'));
    expect(groupNameTaken('tech', ['Banks', ' TECH'])).toBe(true);
    expect(groupNameTaken('Tech 2', ['Banks', 'Tech'])).toBe(false);
    expect(groupNameTaken('科技', ['科技 '])).toBe(true);
  });
});

describe('reordering', () => {
  it('moves an item one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the ends and bad indexes as they are, without changing the input', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 2, 1)).toEqual(items);
    expect(moveItem(items, 5, -1)).toEqual(items);
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('finds the first duplicate by key', () => {
    const key = (item: { m: string; c: string }) => `${item.m}|${item.c}`;
    expect(
      firstDuplicate(
        [
          { m: 'HK', c: '1' },
          { m: 'US', c: '1' },
        ],
        key,
      ),
    ).toBeUndefined();
    expect(
      firstDuplicate(
        [
          { m: 'HK', c: '1' },
          { m: 'US', c: '2' },
          { m: 'HK', c: '1' },
        ],
        key,
      ),
    ).toEqual({
      m: 'HK',
      c: '1',
    });
  });
});
