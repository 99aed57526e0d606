export * from './dividend-payout';
