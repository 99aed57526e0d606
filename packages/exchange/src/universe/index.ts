export * from './types';
export { UNIVERSE, findInstrument, instrumentsOf } from './universe';
export {
  aShareDailyLimitPercent,
  instrumentSpecFor,
  otherMarketInstrument,
  spreadTableFor,
  spreadTableIdOfInstrument,
  type InstrumentSpecOptions,
} from './instrument-spec';
