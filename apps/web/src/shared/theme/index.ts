export { theme, cssVariablesResolver } from './theme';
export { secureColorSchemeManager, initialColorScheme } from './color-scheme-manager';
export { useBrandColor, useBrandTheme } from './broker-theme';
