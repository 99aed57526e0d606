/** An error report as the web client sends it: every field filled, with the given type and message. */
export const clientReport = (type: string, message: string) => ({
  type,
  message,
  page: '/lantau/index',
  api: 'GET /api/brokers/LTU/tips',
  apiCode: 'web-1700000000000-1',
  durationMs: 16_000,
  occurredAt: '2026-03-01T01:02:03.000Z',
  userAgent: 'test',
});
