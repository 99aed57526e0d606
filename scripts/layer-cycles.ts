// The second half of the layer rule (`npm run lint:layers`): no cycle between the parts of a layer. The
// dependency-cruiser rules (.dependency-cruiser.cjs) refuse an import cycle between modules and an arrow that
// points up a layer; this refuses a cycle between whole parts (two capabilities, two features, two platform
// folders), which no single module shows: auth importing a users file and users importing an auth file.
// Tests are left out (they reach into what they check). Exits 1 naming each cycle and an import of each arrow.
import { cruise, type IModule } from 'dependency-cruiser';

/** The part a module belongs to, or undefined for a module outside the parts (the composition, the app). */
const parts: { root: string; part: RegExp }[] = [
  { root: 'apps/server/src/', part: /^apps\/server\/src\/((?:capabilities|platform)\/[^/]+)\// },
  { root: 'apps/web/src/', part: /^apps\/web\/src\/((?:features|shared)\/[^/]+)\// },
];
const isTest = (path: string) => /\.test\.tsx?$|\/test\//.test(path);
const partOf = (path: string) => parts.map(({ part }) => part.exec(path)?.[1]).find(Boolean);

const result = await cruise(
  parts.map(({ root }) => root),
  {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
  },
);
if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');

const arrows = new Map<string, Map<string, string>>();
for (const module of result.output.modules as IModule[]) {
  const from = partOf(module.source);
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = partOf(dependency.resolved);
    if (!to || to === from) continue;
    const targets = arrows.get(from) ?? new Map<string, string>();
    if (!targets.has(to)) targets.set(to, `${module.source} -> ${dependency.resolved}`);
    arrows.set(from, targets);
  }
}

// Tarjan's strongly connected components: every component of more than one part is a cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
let next = 0;
function visit(part: string): void {
  index.set(part, next);
  low.set(part, next);
  next += 1;
  stack.push(part);
  onStack.add(part);
  for (const to of arrows.get(part)?.keys() ?? []) {
    if (!index.has(to)) {
      visit(to);
      low.set(part, Math.min(low.get(part)!, low.get(to)!));
    } else if (onStack.has(to)) {
      low.set(part, Math.min(low.get(part)!, index.get(to)!));
    }
  }
  if (low.get(part) !== index.get(part)) return;
  const component: string[] = [];
  for (;;) {
    const member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
    if (member === part) break;
  }
  if (component.length > 1) cycles.push(component.sort());
}
for (const part of [...arrows.keys()].sort()) if (!index.has(part)) visit(part);

if (cycles.length === 0) {
  console.log(`✔ no cycle between parts (${arrows.size} parts with imports of others)`);
} else {
  for (const cycle of cycles) {
    console.error(`✖ a cycle between ${cycle.join(', ')}:`);
    for (const from of cycle) {
      for (const [to, example] of arrows.get(from) ?? []) {
        if (cycle.includes(to)) console.error(`    ${from} -> ${to}  (${example})`);
      }
    }
  }
  process.exitCode = 1;
}
