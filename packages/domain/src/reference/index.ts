export * from './localized-name';
export * from './currencies';
export * from './market-currencies';
export * from './banks';
export * from './product-lines';
export * from './holiday-calendars';
export * from './time-tables';
