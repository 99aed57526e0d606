export {
  VcmMonitor,
  VCM_COOLING_OFF_MS,
  VCM_LOOKBACK_MS,
  type VcmMonitorOptions,
  type VcmWindow,
} from './vcm-monitor';
