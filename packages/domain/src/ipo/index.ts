export * from './ipo-money';
export * from './eipo-status';
export * from './ipo-ballot';
export * from './ipo-terms';
