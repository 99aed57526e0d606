import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { i18n, syncLanguage } from '../i18n';
import { secureStorage } from '../storage';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';

beforeAll(async () => {
  await setTestLanguage('en');
  syncLanguage();
});

describe('language select', () => {
  it('switches the language, <html lang> and the stored choice', async () => {
    renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      '繁體中文',
      '简体中文',
    ]);
    await userEvent.selectOptions(select, 'zh-HK');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '語言' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(secureStorage.get('language')).toBe('zh-HK');
    await i18n.changeLanguage('en');
  });
});

describe('theme toggle', () => {
  it('is named after the mode it switches to, and stores the choice', async () => {
    secureStorage.set('colorScheme', 'light');
    renderWithProviders(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark Mode' }));
    expect(secureStorage.get('colorScheme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'White Mode' }));
    expect(secureStorage.get('colorScheme')).toBe('light');
  });
});
