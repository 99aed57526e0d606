import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { pageCount, useSearchDraft } from './use-search-draft';

describe('search draft', () => {
  it('searches the draft from the first page; typing alone changes nothing searched', () => {
    const { result } = renderHook(() => useSearchDraft(() => ({ from: '2026-01-01' }), 20));
    act(() => result.current.paging.setPage(3));
    act(() => result.current.patchDraft({ from: '2026-02-01' }));
    expect(result.current.filter).toEqual({ from: '2026-01-01' });
    expect(result.current.paging.page).toBe(3);
    expect(result.current.pageQuery).toEqual({ limit: 20, offset: 40 });
    act(() => result.current.search());
    expect(result.current.filter).toEqual({ from: '2026-02-01' });
    expect(result.current.paging.page).toBe(1);
    expect(result.current.pageQuery).toEqual({ limit: 20, offset: 0 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
