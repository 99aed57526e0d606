import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { takeTypedValues, useTypedBeforeTakeover } from './typed-before-takeover';

/** The prerendered language switch as the server sends it: English chosen in the HTML. */
function paintedLanguageSelect(): { root: HTMLElement; select: HTMLSelectElement } {
  const root = document.createElement('div');
  root.innerHTML =
    '<select name="language"><option value="en" selected>English</option>' +
    '<option value="zh-HK">繁體中文</option><option value="zh-CN">简体中文</option></select>';
  document.body.append(root);
  return { root, select: root.querySelector('select')! };
}

/**
 * A choice as the browser reports it: `input`, then `change`. `hydrating` stands for React, which hydrates the
 * select at once to handle the `input` and so resets its options before the `change` (seen in Chromium).
 */
function choose(select: HTMLSelectElement, value: string, hydrating = false) {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  if (hydrating) select.value = 'en';
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a choice on the prerendered page before the app takes over', () => {
  it('is kept when made before the app reads the page', () => {
    const { root, select } = paintedLanguageSelect();
    choose(select, 'zh-HK');
    takeTypedValues(root);
    select.value = 'en'; // React's hydration sets the options to the value it rendered.
    const adopt = vi.fn();
    renderHook(() => useTypedBeforeTakeover('language', adopt));
    expect(adopt).toHaveBeenCalledWith('zh-HK');
  });

  it('is kept when made while React hydrates, after the read and before the commit resets the options', () => {
    const { root, select } = paintedLanguageSelect();
    takeTypedValues(root);
    choose(select, 'zh-CN', true);
    const adopt = vi.fn();
    renderHook(() => useTypedBeforeTakeover('language', adopt));
    expect(adopt).toHaveBeenCalledWith('zh-CN');
  });

  it('is kept when another part of the page (the form) became the app’s before the switch did', () => {
    const { root, select } = paintedLanguageSelect();
    takeTypedValues(root);
    renderHook(() => useTypedBeforeTakeover('userID', vi.fn()));
    choose(select, 'zh-HK');
    select.value = 'en';
    const adopt = vi.fn();
    renderHook(() => useTypedBeforeTakeover('language', adopt));
    expect(adopt).toHaveBeenCalledWith('zh-HK');
  });

  it('is not recorded any more once the fields are the app’s: a later choice is React’s to handle', () => {
    const { root, select } = paintedLanguageSelect();
    takeTypedValues(root);
    renderHook(() => useTypedBeforeTakeover('language', vi.fn()));
    choose(select, 'zh-HK');
    const adopt = vi.fn();
    renderHook(() => useTypedBeforeTakeover('language', adopt));
    expect(adopt).not.toHaveBeenCalled();
  });
});
