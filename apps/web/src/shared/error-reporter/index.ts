export {
  createErrorReporter,
  defaultReporterConfig,
  type ErrorReporter,
  type ErrorReporterDeps,
  type ReporterConfig,
  type ReportDestination,
  type NewReport,
  type ReportType,
} from './error-reporter';
export { watchGlobalErrors } from './global-errors';
export { startErrorReporting } from './start';
export { startErrorReportingWhenIdle } from './start-when-idle';
