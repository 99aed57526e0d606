import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { chromium, request as apiRequest, type CDPSession } from '@playwright/test';
import { demoClient, submitPassword, submitSecondFactor } from '../e2e/support/auth';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { openMarket, openQuoteBySearch } from '../e2e/support/market';

// Where the logged-in pages' main thread goes (issue 22 section 4): logs in as LTU1004 on a running server,
// then loads home and the quote of 00700 on a phone-sized window with the CPU slowed 4x (Lighthouse's mobile
// preset slows it as much) and prints a CPU profile's self time by script (chunk) and the busiest functions.
// `node --import tsx bench/web-profile.ts --url http://127.0.0.1:PORT [--seconds 8] [--out /tmp/prefix]
// [--user LTU1008]` (another Level 2 client of the demo when LTU1004 has asked for too many login codes lately)
// (--out also writes each page's .cpuprofile, which Chromium's DevTools open). It also counts React's commits and
// the components each rendered (through the hook React DevTools use): a count the machine's load does not move,
// unlike the times. Each figure is given twice: before the page's first screen is drawn (its heading, the
// greeting or the instrument's name, in the document) and for the whole window.
const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '8' },
    out: { type: 'string' },
    user: { type: 'string', default: 'LTU1004' },
  },
});
if (!options.url) throw new Error('--url http://127.0.0.1:PORT: the server to profile');
const baseUrl = options.url.replace(/\/$/, '');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per node id from the samples (each sample's delta belongs to the node sampled). */
function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

const scriptOf = (url: string) => {
  if (!url) return '(native)';
  const file = url.split('/').pop() ?? url;
  // Vite names chunks name-hash.js: the hash says nothing across builds.
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
};

/** The profile's samples up to `untilMs` from its start: its part before the first screen. */
function cutAt(profile: Profile, untilMs: number): Profile {
  let at = 0;
  let count = 0;
  while (count < profile.timeDeltas.length && at + (profile.timeDeltas[count] ?? 0) / 1000 <= untilMs) {
    at += (profile.timeDeltas[count] ?? 0) / 1000;
    count++;
  }
  return {
    ...profile,
    samples: profile.samples.slice(0, count),
    timeDeltas: profile.timeDeltas.slice(0, count),
  };
}

function summarise(name: string, profile: Profile, window: string) {
  const times = selfTimes(profile);
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const script = url ? scriptOf(url) : functionName || '(anonymous)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const busy = [...byScript].filter(([script]) => script !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  console.log(`\n${name}: ${busy.toFixed(0)} ms busy (CPU 4x slower) ${window}\nby script:`);
  console.log(top(byScript, 18));
  console.log('busiest functions:');
  console.log(top(byFunction, 25));
}

interface PageCounts {
  commits: number;
  rendered: number;
  firstScreen?: { commits: number; rendered: number; at: number };
  longTasks: { start: number; duration: number }[];
  afterFirstScreen: { commits: number; byComponent: Record<string, number> };
  firstContentfulPaint?: number;
}

/**
 * The long tasks after the first contentful paint (Lighthouse's TBT counts each one's time over 50 ms), each with
 * the scripts and functions the CPU profile sampled in it. The page's clock is placed on the profile's through the
 * first screen's moment, known on both sides (to a few ms: the binding's delay).
 */
function listLongTasks(profile: Profile, counts: PageCounts, firstScreenMs: number) {
  const offset = firstScreenMs - (counts.firstScreen?.at ?? 0);
  const after = counts.longTasks.filter((task) => task.start >= (counts.firstContentfulPaint ?? 0));
  const blocking = after.reduce((sum, task) => sum + task.duration - 50, 0);
  console.log(
    `long tasks after the first contentful paint (${(counts.firstContentfulPaint ?? 0).toFixed(0)} ms): ` +
      `${after.length}, ${after.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms, ` +
      `blocking (each over 50 ms) ${blocking.toFixed(0)} ms`,
  );
  const sampleTimes: number[] = [];
  let at = 0;
  for (const delta of profile.timeDeltas) sampleTimes.push((at += delta / 1000));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const task of after) {
    const from = task.start + offset;
    const to = from + task.duration;
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const time = sampleTimes[index] ?? 0;
      if (time < from || time > to) return;
      const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? {
        functionName: '?',
        url: '',
        lineNumber: 0,
      };
      if (functionName === '(idle)') return;
      const key = `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const busiest = [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
      .join('; ');
    console.log(
      `  at ${task.start.toFixed(0).padStart(5)} ms, ${task.duration.toFixed(0).padStart(4)} ms: ${busiest}`,
    );
  }
}

/**
 * Installed before the app's scripts: React calls `onCommitFiberRoot` after each commit. A component rendered in
 * it when its fiber is new, or its parent's children were rebuilt and it did work (React DevTools' own test).
 * A string, not a function: tsx would add helpers the page does not have.
 */
const countCommits = `
  const counts = { commits: 0, rendered: 0, longTasks: [], afterFirstScreen: { commits: 0, byComponent: {} } };
  window.__lantauCommits = counts;
  // The main thread's long tasks (over 50 ms), what Lighthouse's Total Blocking Time adds up after the first
  // contentful paint: their start and length (page time), placed in the CPU profile from the first screen's moment.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      counts.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The first screen is drawn when the page's heading is: home's greeting, the quote's instrument name (each is
  // the page's largest text, drawn in the commit that marks the first screen: shared/ui/first-screen-mark.tsx).
  // The counts then, and the moment told to the profiler's side (a CDP binding).
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    counts.firstScreen = { commits: counts.commits, rendered: counts.rendered, at: performance.now() };
    if (window.lantauFirstScreen) window.lantauFirstScreen('');
  }).observe(document, { childList: true, subtree: true });
  const functionTags = new Set([0, 1, 11, 14, 15]);
  // After the first screen, which components each commit rendered, by name (a build without minification names
  // them): what the stream's updates re-render.
  const nameOf = (type) => (type && (type.displayName || type.name || (type.type && nameOf(type.type)) || (type.render && nameOf(type.render)))) || '(anonymous)';
  const walk = (fiber) => {
    for (let at = fiber; at; at = at.sibling) {
      const previous = at.alternate;
      if (functionTags.has(at.tag) && (!previous || (at.flags & 1) === 1)) {
        counts.rendered++;
        if (counts.firstScreen) {
          const name = nameOf(at.type);
          counts.afterFirstScreen.byComponent[name] = (counts.afterFirstScreen.byComponent[name] || 0) + 1;
        }
      }
      if (!previous || at.child !== previous.child) walk(at.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (id, root) => {
      counts.commits++;
      if (counts.firstScreen) counts.afterFirstScreen.commits++;
      walk(root.current.child);
    },
  };
`;

/** The profile of `go` and the seconds after it, and when the first screen was drawn (ms from its start). */
async function profilePage(
  cdp: CDPSession,
  go: () => Promise<unknown>,
): Promise<{ profile: Profile; firstScreenMs?: number }> {
  let startedAt = 0;
  let firstScreenMs: number | undefined;
  const onMark = () => {
    firstScreenMs ??= performance.now() - startedAt;
  };
  cdp.on('Runtime.bindingCalled', onMark);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  startedAt = performance.now();
  await go();
  await new Promise((resolve) => setTimeout(resolve, Number(options.seconds) * 1000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Profiler.disable');
  cdp.off('Runtime.bindingCalled', onMark);
  return { profile, firstScreenMs };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const api = await apiRequest.newContext({ baseURL: baseUrl });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: countCommits });
  const page = await context.newPage();
  const since = new Date(Date.now() - 1000);
  await page.goto(`${baseUrl}/lantau/index`);
  const user = options.user;
  await submitPassword(page, user, demoClient(user).password);
  await submitSecondFactor(page, api, user, since);
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  const pages = { home: `${baseUrl}/lantau/main`, quote: page.url() };
  await page.goto('about:blank');
  // Lighthouse's phone: 412 px wide.
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'lantauFirstScreen' });
  for (const [name, url] of Object.entries(pages)) {
    await cdp.send('Network.clearBrowserCache');
    const { profile, firstScreenMs } = await profilePage(cdp, () => page.goto(url));
    const counts = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const found = (window as unknown as { __lantauCommits: PageCounts }).__lantauCommits;
      return { ...found, firstContentfulPaint: paint?.startTime };
    });
    if (firstScreenMs === undefined)
      console.log(`\n${name}: the first screen was not drawn within the window`);
    else {
      summarise(
        name,
        cutAt(profile, firstScreenMs),
        `before the first screen (${firstScreenMs.toFixed(0)} ms)`,
      );
      console.log(
        `React before the first screen: ${JSON.stringify(counts.firstScreen)} (commits, components rendered)`,
      );
    }
    summarise(name, profile, `in ${options.seconds} s`);
    console.log(
      `React in ${options.seconds} s: ${JSON.stringify({ commits: counts.commits, rendered: counts.rendered })} (commits, components rendered)`,
    );
    if (firstScreenMs !== undefined) {
      listLongTasks(profile, counts, firstScreenMs);
      const after = counts.afterFirstScreen;
      const most = Object.entries(after.byComponent)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 30)
        .map(([component, times]) => `${component} ${times}`)
        .join(', ');
      console.log(`React after the first screen: ${after.commits} commits; rendered most: ${most}`);
    }
    if (options.out) await writeFile(`${options.out}-${name}.cpuprofile`, JSON.stringify(profile));
    await page.goto('about:blank');
  }
} finally {
  await api.dispose();
  await browser.close();
}
