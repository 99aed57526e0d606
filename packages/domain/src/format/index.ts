export * from './numbers';
export * from './codes';
export { HONG_KONG_TIME_ZONE, formatHongKongTime, timeZoneLabel, type TimeStyle } from './times';
export { formatExchangeTime } from './exchange-times';
