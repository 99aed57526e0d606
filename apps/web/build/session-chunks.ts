import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/**
 * The modules only a session loads the logged-in pages through (the public guard imports them lazily), and the
 * staff back office, which has its own session and shares most of the shell's parts: it loads these chunks too.
 */
const sessionDoors = [
  'app/session-pages.ts',
  'app/session-life/session-life.tsx',
  'features/back-office/back-office-app.tsx',
];
/**
 * What every logged-in page runs with: the shell's frame and the session's timer and socket. Whatever their imports
 * reach goes into `session`, which home and the quote load first: an import of a folder's `index.ts` reaches every
 * module it offers, used or not, so the frame imports by file what such an index offers beside what home draws
 * (the index ticker: the market feature's index also offers the trade page's depth table, with the table kit; the
 * market data's index, the quote's feed and the stock search). A type-only import is written `import type`: with
 * verbatimModuleSyntax, `import { type X }` stays in the output as an import of the module (eslint's
 * no-import-type-side-effects).
 */
const sessionFrame = ['app/shell/shell-layout.tsx', 'app/session-life/session-life.tsx'];
/** The pages a session opens first: home after the login, the quote from a link or a bookmark. */
const firstPages = {
  'home-page': 'features/home/home-page.tsx',
  'market-page': 'features/market/market-page.tsx',
};
/**
 * What starts each first page's calls before its code has loaded (app/first-screen.ts loads these modules beside
 * the page's): what they import goes into a chunk of its own, not with the page's parts, whose chunk imports the
 * page's own chunk (the bundler put a Mantine component both use there), so the calls would wait for the page.
 */
const firstCalls = {
  'home-first-calls': 'features/home/home-first-screen.ts',
  'quote-first-calls': 'features/market/quote/quote-first-screen.ts',
};

/**
 * What the frame and the quote load when first wanted or at the first idle moment after the first screen (the
 * header's menus and drawer, the ticker's settings; the quote's stock search and watchlist menu, with
 * shared/ui/deferred-overlay.tsx): one chunk for each, not one per overlay. Loaded before the network is quiet,
 * each file counts against e2e/first-load.spec.ts's ceiling of script files.
 */
const overlays = {
  'session-overlays': [
    'app/shell/user-menu-popover.tsx',
    'app/shell/header-more-menu.tsx',
    'app/shell/shell-drawer.tsx',
    'features/market/index-ticker/ticker-settings-popover.tsx',
  ],
  'quote-overlays': [
    'shared/market-data/stock-search-combobox.tsx',
    'features/watchlist/add-to-watchlist-menu.tsx',
  ],
};

/**
 * What the quote draws below its figures, the chart (its period bar, its candles) and the book, loaded at the first
 * idle moment after the price (quote-view.tsx): one file rather than two. Without what the trade page draws too
 * (the depth table with the table kit), which stays in the chunks the two pages share.
 */
const quoteBelowFigures = {
  name: 'quote-below-figures',
  roots: ['features/market/chart/chart-panel.tsx', 'features/market/quote/quote-book-column.tsx'],
  sharedWith: ['features/trade/trade-page.tsx'],
};

/**
 * Groups the logged-in shell and its first pages into a few chunks, where the bundler's automatic splitting
 * made about seventy (a chunk for each set of lazily loaded routes sharing a module, most of 1 to 3 KB). The
 * server speaks HTTP/1.1, six connections at once: on a slow mobile link each round of six costs a round trip,
 * and home's first screen came after a dozen such rounds.
 *
 * - `session`: what the shell's frame imports, and what both first pages import, that no public page may load
 *   (whatever the entry reaches, statically or lazily, other than through those doors, stays out: the
 *   login page never fetches a logged-in chunk, e2e/first-load.spec.ts).
 * - `home-page` / `market-page`: what only that page imports, in one chunk beside the page's own.
 * - `home-first-calls` / `quote-first-calls`: what the page's first calls need that no frame imports.
 * - `session-overlays` / `quote-overlays`: the overlays the frame and the quote load after their first screen.
 * - `quote-below-figures`: the quote's chart and book, loaded after its first screen.
 *
 * Only the app's own modules (libraries and packages: `sessionLibraryChunks`). The rest (the other pages, the
 * dialogs and widgets they load lazily) keeps the automatic splitting.
 */
export function sessionChunks(webSource: string): CodeSplittingGroup {
  const source = (relative: string) => path.join(webSource, relative);
  let owners: Map<string, string> | undefined;

  const chunkOf = (id: string, ctx: ChunkingContext): string | null => {
    owners ??= assignOwners(ctx);
    return owners.get(id) ?? null;
  };

  function assignOwners(ctx: ChunkingContext): Map<string, string> {
    const info = (id: string): ModuleInfo | null => ctx.getModuleInfo(id);
    // What a public page may ever load (its first download and what it loads later: a dialog, the second
    // factor's step) stays with the groups above or the bundler's splitting: taken in here, it would bring the
    // whole chunk into that page's download.
    const publicModules = reachable(webSource, [source('main.tsx')], info, {
      lazily: true,
      stopAt: new Set(sessionDoors.map(source)),
    });
    const frame = reachable(webSource, sessionFrame.map(source), info, { lazily: false });
    const pages = Object.entries(firstPages).map(
      ([name, page]) => [name, reachable(webSource, [source(page)], info, { lazily: false })] as const,
    );
    const calls = Object.entries(firstCalls).map(
      ([name, module]) => [name, reachable(webSource, [source(module)], info, { lazily: false })] as const,
    );
    // (Not the pages' own modules: the router imports them lazily, and a page module taken into a group lost
    // its exports, "Export 'market_page_exports' is not defined"; the bundler keeps each in a chunk of its own.
    // Nor the first calls' own modules, loaded lazily too.)
    // Nor the shell's frame, loaded lazily by session-pages.ts: taken in, its chunk lost its exports as well
    // ("Export 'shell_layout_exports' is not defined") once the frame's overlays came to load lazily.
    const lazyRoots = new Set(
      [...Object.values(firstPages), ...Object.values(firstCalls), 'app/shell/shell-layout.tsx'].map(source),
    );
    const owners = new Map<string, string>();
    const candidates = [
      frame,
      ...pages.map(([, modules]) => modules),
      ...calls.map(([, modules]) => modules),
    ];
    for (const id of new Set(candidates.flatMap((modules) => [...modules]))) {
      if (publicModules.has(id) || lazyRoots.has(id) || !id.startsWith(webSource)) continue;
      const users = pages.filter(([, modules]) => modules.has(id)).map(([name]) => name);
      const callers = calls.filter(([, modules]) => modules.has(id)).map(([name]) => name);
      const shared = frame.has(id) || users.length > 1 || callers.length > 1;
      owners.set(id, shared ? 'session' : (callers[0] ?? users[0]!));
    }
    // The overlays: their own modules and what they import that no public page may load and no group above took.
    for (const [name, roots] of Object.entries(overlays)) {
      for (const id of reachable(webSource, roots.map(source), info, { lazily: false })) {
        if (publicModules.has(id) || owners.has(id) || !id.startsWith(webSource)) continue;
        owners.set(id, name);
      }
    }
    const shared = reachable(webSource, quoteBelowFigures.sharedWith.map(source), info, { lazily: false });
    for (const id of reachable(webSource, quoteBelowFigures.roots.map(source), info, { lazily: false })) {
      if (publicModules.has(id) || owners.has(id) || shared.has(id) || !id.startsWith(webSource)) continue;
      owners.set(id, quoteBelowFigures.name);
    }
    return owners;
  }

  return {
    name: chunkOf,
    // A captured module's imports are already sorted above (public ones stay where the groups before put them):
    // following them would pull a public module in, and the login page would fetch the whole chunk for it.
    includeDependenciesRecursively: false,
  };
}

/** The modules `roots` import statically (and, if `lazily`, through `import()` too), roots included. */
function reachable(
  webSource: string,
  roots: string[],
  info: (id: string) => ModuleInfo | null,
  options: { lazily: boolean; stopAt?: Set<string> },
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id) || options.stopAt?.has(id)) continue;
    seen.add(id);
    const module = info(id);
    // Only the app's own modules: a library's or package's index re-exports all of it, so walking through it would
    // find every module reachable from anywhere (the libraries the logged-in pages add have their groups: `sessionLibraryChunks`).
    if (!module || !id.startsWith(webSource)) continue;
    pending.push(...module.importedIds);
    if (options.lazily) pending.push(...module.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * The libraries Mantine's floating and modal components use (positioning, scroll locking): one chunk. Mantine's
 * own components stay with the bundler's splitting: a group of them took in, with their imports, hooks the login
 * page runs, and with them the whole chunk into its download.
 */
const componentLibraries =
  /node_modules[\\/](@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|aria-hidden)[\\/]/;

const slashed = (id: string) => id.replaceAll('\\', '/');

/**
 * The contract's and the domain package's modules home's and the quote's first screens run (the shell's frame, the
 * session's socket, home's reminders and the quote's figures and buttons), with decimal.js; a group takes the
 * modules' own imports with it. The rest (the calls and rules of the other pages: funds, orders, statements,
 * screeners, price alerts, the IPO's terms, the feedback form...), about 11 KB gzip'd, goes into `domain-more`,
 * which those pages load: in one `domain` chunk, home and the quote fetched it before their first screen. So do the
 * staff's calls (the back office, the IPO desk, the staff's dividends: `staff-*.ts`, `back-office.ts`), kept in
 * modules of their own so that home does not build their schemas before its greeting (session 37). A first
 * screen that starts to use a module not named here fetches `domain-more` too (e2e/first-load.spec.ts checks that
 * the other pages' calls and rules stay out of both first downloads).
 */
const firstScreensDomain = new RegExp(
  [
    String.raw`node_modules/decimal\.js/`,
    String.raw`packages/contract/src/(decimal-text|trading|currencies|ipo-vocabulary|staff-access|sockets)\.ts$`,
    String.raw`packages/contract/src/api/(accounts|market-data|input-limits|announcements|dividends|ipo|message-center|users|watchlists)\.ts$`,
    String.raw`packages/domain/src/(format|market-rules|fees)/`,
    String.raw`packages/domain/src/reference/(currencies|holiday-calendars|time-tables)\.ts$`,
    String.raw`packages/domain/src/settlement/zoned-clock\.ts$`,
    String.raw`packages/domain/src/orders/(check-order|live-quote|market-order-rules|instrument-rules|quantity-rules|price-rules|condition-rules|time-in-force|grey-market-rules)\.ts$`,
  ].join('|'),
);

/**
 * The libraries and packages the logged-in pages use beyond what the login page's groups hold, each as one chunk
 * (the bundler made one for each set of routes sharing a component: Modal, Menu, Popover, ScrollArea... of 1 to
 * 3 KB each). They follow the groups of the first download (`mantine-base`, `app-core`, `public-calls`), which
 * keep what the login page runs: what is left is never in its first download. A public page's later part (the
 * second factor's step, a dialog) that uses one of them fetches the chunk, which the logged-in page then has.
 */
export const sessionLibraryChunks: CodeSplittingGroup[] = [
  { name: 'component-libraries', test: componentLibraries },
  { name: 'domain', test: (id) => firstScreensDomain.test(slashed(id)) },
  { name: 'domain-more', test: (id) => /packages\/(domain|contract)\/src\//.test(slashed(id)) },
  // TanStack's table and the app's table kit over it (shared/table/), one chunk: every page that draws a table uses
  // both, and the quote's book, loaded after its first screen, fetched them as two files. Not what the kit imports
  // (Mantine's table, the phone query...): taken in, they brought the chunk into home's first download.
  {
    name: 'table',
    test: (id) =>
      /(node_modules\/(@tanstack\/(react-table|table-core|react-virtual|virtual-core|store|react-store)|use-sync-external-store)|apps\/web\/src\/shared\/table)\//.test(
        slashed(id),
      ),
    includeDependenciesRecursively: false,
  },
];
