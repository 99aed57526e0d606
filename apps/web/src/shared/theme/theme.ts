import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep sea green of the waters around Lantau Island. Shade 6 carries white text at 5.5:1 and shade 4 reads at
// 5:1 on the dark background, so buttons and links pass WCAG AA in both schemes.
const lantau: MantineColorsTuple = [
  '#e6f5f3',
  '#cce9e5',
  '#99d3cb',
  '#66bdb1',
  '#33a797',
  '#14897a',
  '#0f766e',
  '#0d655e',
  '#0a524c',
  '#073f3a',
];

export const theme = createTheme({
  primaryColor: 'lantau',
  primaryShade: { light: 6, dark: 7 },
  colors: { lantau },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "PingFang SC", "Microsoft JhengHei", "Microsoft YaHei", "Noto Sans CJK TC", "Noto Sans CJK SC", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A plain object, not Modal.extend(): that would bring the Modal's code into every page's first download.
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    // Mantine dims a toast's text below 4.5:1 (a lone message in dark mode, the text under a title in light):
    // every toast, the in-app message notices included, reads in the full text colour.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});

/**
 * Mantine's default dimmed and error colours fall below 4.5:1 contrast; these keep the look and pass. So do white
 * labels on its filled red and blue (shade 6 or 7: 3.3 to 4.2:1), as on a delete button or an unread count:
 * shade 8 passes (4.5 and 5.0:1), and hovering darkens to 9.
 */
const readableFilled = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
  '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
  '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)',
  '--mantine-color-blue-filled-hover': 'var(--mantine-color-blue-9)',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableFilled,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {
    ...readableFilled,
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-lantau-3)',
  },
});
