export { IndexTickerSlot } from './index-ticker/index-ticker-slot';
