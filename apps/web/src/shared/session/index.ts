export * from './session-store';
export * from './display-code';
export * from './active-broker';
export * from './logout-reason';
