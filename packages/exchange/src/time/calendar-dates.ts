// Calendar arithmetic on 'YYYY-MM-DD' dates lives in the domain (settlement dates need it too).
export { addDays, dateToUtcMs, dayOfWeek, isWeekend, mondayOf, utcMsToDate } from '@lantau/domain';
