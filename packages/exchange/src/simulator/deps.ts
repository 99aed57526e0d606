// What the simulator uses from the universe engineer's modules (universe data, history, indices, random),
// gathered in one place so the rest of the simulator reads as one vocabulary.

export { createRandom, hashSeed, type Random } from '../random';
export { UNIVERSE, instrumentSpecFor, type InstrumentSpecOptions } from '../universe';
export {
  aggregateCandles,
  dailyHistory,
  historyStats,
  isTradingDay,
  localDateOf,
  minuteCandles,
  sessionOpenTime,
  type HistoryStats,
  type SessionWindow,
} from '../history';
export { INDEX_DEFINITIONS, computeIndexLevel } from '../indices';
