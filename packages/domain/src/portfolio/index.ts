export * from './position-pnl';
export * from './margin';
