export * from './price';
export * from './spread-tables';
