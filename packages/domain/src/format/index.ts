export * from './numbers';
export * from './codes';
export { HONG_KONG_TIME_ZONE, formatHongKongTime, type TimeStyle } from './times';
export { formatExchangeTime, timeZoneLabel } from './exchange-times';
