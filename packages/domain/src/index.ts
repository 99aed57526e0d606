export * from './reference';
export * from './feedback';
export * from './format';
export * from './validation';
export * from './auth';
export * from './market-rules';
export * from './orders';
