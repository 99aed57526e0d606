export * from './price-alert-rules';
export * from './price-alert-evaluator';
