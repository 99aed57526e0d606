import type { OrderStatus } from '@lantau/contract';

/**
 * The colour of each status code: amber while the order waits on someone, blue while it works on the book,
 * teal part filled, green filled, grey ended without a fill, red refused. Colour is never the only sign: the
 * badge always carries the status's name.
 */
export const statusColors: Readonly<Record<OrderStatus, string>> = {
  PND: 'yellow',
  PTA: 'yellow',
  PTC: 'yellow',
  PTR: 'yellow',
  HLD: 'yellow',
  REG: 'yellow',
  ACK: 'blue',
  APV: 'blue',
  PFL: 'teal',
  FFL: 'green',
  CAN: 'gray',
  CLS: 'gray',
  INA: 'gray',
  REJ: 'red',
  DIS: 'red',
};

/** Statuses in which an order may still trade (the today tab shows these first). */
export const workingStatuses: ReadonlySet<OrderStatus> = new Set([
  'PND',
  'PTA',
  'PTC',
  'PTR',
  'HLD',
  'REG',
  'ACK',
  'APV',
  'PFL',
]);
