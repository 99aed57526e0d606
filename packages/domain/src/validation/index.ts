export * from './display-width';
export * from './numeric-input';
export * from './password';
