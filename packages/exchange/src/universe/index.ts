export * from './types';
export { UNIVERSE, findInstrument, instrumentsOf } from './universe';
export {
  aShareDailyLimitPercent,
  instrumentSpecFor,
  otherMarketInstrument,
  spreadTableFor,
  type InstrumentSpecOptions,
} from './instrument-spec';
