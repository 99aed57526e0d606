import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchRoutes, routeWeight, type BenchRoute, type Weight } from './web-weights';
import { auditPages, type PageAudit } from './web-lighthouse';
import { startServer } from './web-server';
import { stackFloorGzipBytes } from './web-stack-floor';

// Builds the web app and prints what each benchmarked route downloads before its first screen (static
// imports of the entry and of the route's modules; gzip at level 9, as the build stores it), then starts the
// real server on a fresh data folder and runs Lighthouse (mobile, performance) on the same pages.
// With --url it only runs Lighthouse against a server that is already running (e.g. an older build).
// With --smoke (the test run, after the browser tests built the app) it neither builds nor weighs the stack
// floor and audits the login page only: it fails when the bench cannot run, whatever the score.
const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '8111' },
    'debugging-port': { type: 'string', default: '9333' },
    smoke: { type: 'boolean', default: false },
  },
});
const webDist = 'apps/web/dist';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const show = (weight: Weight) => `${weight.files} files, ${kb(weight.raw)} raw, ${kb(weight.gzip)} gzip`;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function printWeights(withFloor: boolean) {
  for (const route of Object.keys(benchRoutes) as BenchRoute[]) {
    const weight = routeWeight(webDist, route);
    console.log(`${route.padEnd(8)} JS  ${show(weight.js)}`);
    console.log(`${''.padEnd(8)} CSS ${show(weight.css)}`);
  }
  if (!withFloor) return;
  // The chosen libraries alone under a bare login form: what no change of our own code can go below.
  console.log(
    `floor    JS  ${kb(await stackFloorGzipBytes())} gzip (stack only: apps/web/build/stack-floor)`,
  );
}

function printAudits(audits: PageAudit[]) {
  console.log('\nLighthouse (mobile preset, performance; JS and CSS as transferred)');
  console.log('page     score      FCP      LCP      TBT    CLS   JS wire  CSS wire');
  for (const a of audits) {
    console.log(
      `${a.page.padEnd(8)} ${String(a.score).padStart(5)} ${ms(a.fcpMs)} ${ms(a.lcpMs)} ${ms(a.tbtMs)} ` +
        `${a.cls.toFixed(3).padStart(6)} ${kb(a.jsBytes).padStart(9)} ${kb(a.cssBytes).padStart(9)}`,
    );
  }
}

const debuggingPort = Number(options['debugging-port']);
const smoke = options.smoke;
if (options.url) {
  printAudits(await auditPages(options.url.replace(/\/$/, ''), debuggingPort, { smoke }));
} else {
  if (!smoke) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  await printWeights(!smoke);
  const server = await startServer(Number(options.port));
  try {
    printAudits(await auditPages(server.baseUrl, debuggingPort, { smoke }));
  } finally {
    await server.stop();
  }
}
