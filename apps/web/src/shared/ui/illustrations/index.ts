export { KickOffIllustration } from './kick-off-illustration';
export { TimeoutIllustration } from './timeout-illustration';
export { ErrorIllustration } from './error-illustration';
export { NetworkIllustration } from './network-illustration';
export { ChartLayoutIllustration } from './chart-layout-illustration';
