export * from './fee-schedule';
export * from './estimate-fees';
export * from './default-schedules';
