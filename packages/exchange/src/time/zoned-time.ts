// Instants and exchange-local wall-clock time live in the domain (business dates need them too).
export {
  localDateOf,
  localMinuteOfDay,
  MINUTE_MS,
  minutesOf,
  timeZoneOffsetMs,
  zonedMinuteToEpoch,
  zonedTimeToEpoch,
} from '@lantau/domain';
