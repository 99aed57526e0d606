import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer } from '../../../scripts/cluster-topology';
import { freePort } from '../test/support/free-port';

/** The balancer alone, in front of a node that is not there: every request is the balancer's own answer. */
describe('the balancer with no node to answer', () => {
  let runDir: string;
  let balancer: ChildProcess;
  let url: string;

  beforeAll(async () => {
    runDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-balancer-'));
    const [port, deadNode] = [await freePort(), await freePort()];
    balancer = await startBalancer(runDir, port, [{ name: 'node1', port: deadNode }]);
    url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const answered = await fetch(`${url}/api/ready`).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (attempt > 100) throw new Error('HAProxy did not listen within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    balancer?.kill('SIGKILL');
    await rm(runDir, { recursive: true, force: true });
  });

  it.each([
    [{}, 'Service unavailable. Please try again later.'],
    [{ 'x-lang': 'zh_HK' }, '服務暫時無法使用，請稍後再試。'],
    [{ 'x-lang': 'zh_CN' }, '服务暂时不可用，请稍后再试。'],
    [{ 'accept-language': 'zh-TW,zh;q=0.9' }, '服務暫時無法使用，請稍後再試。'],
    [{ 'accept-language': 'zh-CN' }, '服务暂时不可用，请稍后再试。'],
    // An x-lang that is none of ours is ignored, as a node ignores it.
    [{ 'x-lang': 'fr', 'accept-language': 'zh-HK' }, '服務暫時無法使用，請稍後再試。'],
    [{ 'accept-language': 'fr-FR' }, 'Service unavailable. Please try again later.'],
  ])('answers E5003 in the API envelope, in the caller language (%o)', async (headers, message) => {
    const response = await fetch(`${url}/api/orders`, { headers });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ code: 'E5003', message, data: null });
  });
});
