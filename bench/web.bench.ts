import { execFileSync } from 'node:child_process';
import { benchRoutes, routeWeight, type BenchRoute, type Weight } from './web-weights';

// Builds the web app and prints what each benchmarked route downloads before its first screen (static
// imports of the entry and of the route's modules; gzip at level 9, as the build stores it).
const webDist = 'apps/web/dist';
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const show = (weight: Weight) => `${weight.files} files, ${kb(weight.raw)} raw, ${kb(weight.gzip)} gzip`;
for (const route of Object.keys(benchRoutes) as BenchRoute[]) {
  const weight = routeWeight(webDist, route);
  console.log(`${route.padEnd(8)} JS  ${show(weight.js)}`);
  console.log(`${''.padEnd(8)} CSS ${show(weight.css)}`);
}
