/**
 * The layers of design.md, kept by `npm run check` (npm run lint:layers). An arrow may only point down:
 *
 * Server (apps/server/src):  composition (app.ts, main.ts, config.ts, composition/)
 *                              -> capabilities/<capability>
 *                                -> platform/
 * Web (apps/web/src):        app/ (routes, the shell's frame) and main.tsx
 *                              -> features/<feature> (another feature only through its index.ts)
 *                                -> shared/
 *
 * and no import cycle anywhere. Tests may reach across (they check the insides), but not upward.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const notTests = '(\\.test\\.tsx?$|/test/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that cannot be understood, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-platform-is-the-bottom',
      severity: 'error',
      comment:
        'The platform (db, http, events, jobs, config parsing...) never knows a capability or the composition.',
      from: { path: `^${server}/platform/` },
      to: { path: [`^${server}/capabilities/`, `^${server}/composition/`, `^${server}/[^/]+\\.ts$`] },
    },
    {
      name: 'server-capabilities-below-composition',
      severity: 'error',
      comment:
        'A capability is given what it needs by app.ts; it never imports the composition (config, app, seed).',
      from: { path: `^${server}/capabilities/` },
      to: { path: [`^${server}/composition/`, `^${server}/[^/]+\\.ts$`] },
    },
    {
      name: 'web-shared-is-the-bottom',
      severity: 'error',
      comment:
        'shared/ (UI primitives, API and socket clients, i18n, kits, feature gates) never knows a feature or the app.',
      from: { path: `^${web}/shared/`, pathNot: notTests },
      to: { path: [`^${web}/features/`, `^${web}/app/`, `^${web}/main\\.tsx$`] },
    },
    {
      name: 'web-features-below-the-app',
      severity: 'error',
      comment: 'A feature never imports the app (routes, shell frame): the app imports features.',
      from: { path: `^${web}/features/`, pathNot: notTests },
      to: { path: [`^${web}/app/`, `^${web}/main\\.tsx$`] },
    },
    {
      name: 'web-feature-through-its-front-door',
      severity: 'error',
      comment:
        'Another feature is reached only through its public file (features/<name>/index.ts), never its insides.',
      from: { path: `^${web}/features/([^/]+)/`, pathNot: notTests },
      to: {
        path: `^${web}/features/([^/]+)/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.tsx?$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
