export * from './ipo-money';
export * from './eipo-status';
export * from './ipo-ballot';
