export * from './calendar-dates';
export * from './zoned-time';
export * from './business-dates';
export * from './settlement-date';
