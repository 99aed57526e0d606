export { theme, cssVariablesResolver } from './theme';
export { secureColorSchemeManager, initialColorScheme } from './color-scheme-manager';
