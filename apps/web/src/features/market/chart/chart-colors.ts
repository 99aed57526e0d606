import type { QuoteColor } from '../../../shared/market-data';

export interface ChartColors {
  up: string;
  down: string;
  text: string;
  grid: string;
  line: string;
  ma: [string, string, string];
}

// Mantine's palette values: canvas cannot read CSS variables, so the chart gets the hex values directly.
const palette = {
  light: { red: '#c92a2a', green: '#1e6b30', text: '#343a40', grid: '#e9ecef', line: '#0f766e' },
  dark: { red: '#ff8787', green: '#69db7c', text: '#c9c9c9', grid: '#373a40', line: '#33a797' },
};

export function chartColors(scheme: 'light' | 'dark', quoteColor: QuoteColor): ChartColors {
  const colors = palette[scheme];
  const redUp = quoteColor === 'RED_UP';
  return {
    up: redUp ? colors.red : colors.green,
    down: redUp ? colors.green : colors.red,
    text: colors.text,
    grid: colors.grid,
    line: colors.line,
    ma: scheme === 'dark' ? ['#ffd43b', '#74c0fc', '#e599f7'] : ['#e67700', '#1971c2', '#9c36b5'],
  };
}
