import { describe, expect, it } from 'vitest';
import type { BrokerSummary } from '@lantau/contract';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('market-data systems and error-report APIs (%s)', (backend) => {
  const server = useTestServer(backend);

  it('lists the three brokers with their branding', async () => {
    const response = await server.current.call<BrokerSummary[]>('/market-api/systems/brokers');
    expect(response.body.code).toBe('OK');
    expect(response.body.data.map((broker) => broker.displayCode)).toEqual(['lantau', 'kowloon', 'victoria']);
    expect(response.body.data[1]).toEqual({
      brokerCode: 'KLN',
      displayCode: 'kowloon',
      name: { en_US: 'Kowloon Securities', zh_HK: '九龍證券', zh_CN: '九龙证券' },
      logoUrl: '/static/brokers/kowloon.svg',
      primaryColor: '#c92a2a',
      languages: ['zh_HK', 'en_US', 'zh_CN'],
    });
  });

  it('serves a distinct SVG logo for every broker', async () => {
    const brokers = (await server.current.call<BrokerSummary[]>('/market-api/systems/brokers')).body.data;
    const logos = await Promise.all(
      brokers.map(async (broker) => {
        const response = await server.current.fetch(broker.logoUrl);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        const svg = await response.text();
        expect(svg).toContain(`<title id="title">${broker.name.en_US}</title>`);
        expect(svg).toContain(broker.primaryColor);
        return svg;
      }),
    );
    expect(new Set(logos).size).toBe(3);
  });

  it('answers the markets the market data covers: every market a broker trades', async () => {
    const response = await server.current.call('/market-api/systems/configurations?key=WebSupportMarket');
    expect(response.body).toEqual({
      code: 'OK',
      message: '',
      data: [{ key: 'WebSupportMarket', value: ['HK', 'MA^MZ', 'SS^SZ', 'US', 'GB^GP', 'JP', 'SG^SI'] }],
    });
    const unknown = await server.current.call('/market-api/systems/configurations?key=WebColour');
    expect(unknown.body.code).toBe('E1002');
  });

  it('answers how the client reports errors', async () => {
    const response = await server.current.call('/report-api/brokers/configs');
    expect(response.body).toEqual({
      code: 'OK',
      message: '',
      data: {
        enabled: true,
        intervalSeconds: 60,
        batchSize: 5,
        storageCapBytes: 1_048_576,
        slowRequestMs: 15_000,
        types: ['ApiError', 'ResourceMiss', 'SyncError', 'AsyncError'],
      },
    });
  });
});
