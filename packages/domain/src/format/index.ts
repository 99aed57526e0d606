export * from './numbers';
export * from './codes';
export * from './times';
