export * from './calendar-dates';
export * from './business-dates';
export * from './settlement-date';
