export * from './session-store';
export * from './display-code';
export * from './active-broker';
export * from './logout-reason';
export * from './login-record';
export * from './return-path';
