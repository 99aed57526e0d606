export * from './numbers';
export * from './codes';
