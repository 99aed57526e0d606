// Lint rules for the whole repository. The import-boundary rules below encode the one-way arrows of
// design.md: web and server depend on contract and domain; server depends on exchange; exchange on domain;
// contract and domain depend on nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The parts app.ts hangs on the server instance for tests and operators (composition/fastify-types.ts).
const instanceParts =
  '/^(db|bus|ledger|jobs|brokerRepository|marketSimulator|streamHub|ordersIdle|priceAlertWatcher|registeredCalls|authenticate|authenticateStaff|verifySocketHello|fundProcessing|dividendPayments)$/';

// What a capability calls the server instance (a Fastify plugin's scope too).
const instanceNames = '/^(app|scope|instance|fastify|server)$/';

const notFromTheInstance = 'A capability gets this from app.ts (a parameter), not from the Fastify instance.';
const noServiceLocator = [
  {
    selector: `MemberExpression[object.name=${instanceNames}][property.name=${instanceParts}]`,
    message: notFromTheInstance,
  },
  {
    selector: `MemberExpression[object.property.name='server'][property.name=${instanceParts}]`,
    message: notFromTheInstance,
  },
  {
    selector: `VariableDeclarator[init.name=${instanceNames}] > ObjectPattern > Property[key.name=${instanceParts}]`,
    message: notFromTheInstance,
  },
  {
    selector: "TSModuleDeclaration[id.value='fastify']",
    message: "What Fastify's types gain is declared once, in composition/fastify-types.ts.",
  },
];
const notHere =
  "SQL belongs in the capability's repository (*-repository.ts): call it with db or the transaction.";
const sqlInRepositories = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|selectNoFrom)$/]',
    message: notHere,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: notHere },
  {
    selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
    message: notHere,
  },
];

const forbid = (...groups) => [
  'error',
  { patterns: groups.map((group) => ({ group: [group.pattern], message: group.message })) },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Git ignores these too: the tests' data folders and the scratch scripts kept beside them.
      '.tmp/**',
      'bench/results/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  // CommonJS configuration files (the layer rule's .dependency-cruiser.cjs): Node's module object.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // With verbatimModuleSyntax, \`import { type X } from './m'\` stays in the output as \`import './m'\`: the module
      // (a folder's index, with all it re-exports) still loads, and the build counts it among the importer's (a
      // type import took the market data's index into the frame's first download, bench/README.md "Session 33").
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': forbid(
        { pattern: '@lantau/*', message: 'The contract depends on nothing of ours.' },
        { pattern: '**/apps/**', message: 'The contract depends on nothing of ours.' },
      ),
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': forbid(
        { pattern: '@lantau/*', message: 'The domain depends on nothing of ours.' },
        { pattern: '**/apps/**', message: 'The domain depends on nothing of ours.' },
      ),
    },
  },
  {
    files: ['packages/exchange/**'],
    rules: {
      'no-restricted-imports': forbid(
        { pattern: '@lantau/server', message: 'The exchange must not know the server.' },
        { pattern: '@lantau/web', message: 'The exchange must not know the web app.' },
        { pattern: '@lantau/contract', message: 'The exchange depends on the domain only.' },
        { pattern: '**/apps/**', message: 'The exchange must not reach into apps.' },
      ),
    },
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid(
        { pattern: '@lantau/server', message: 'The web app talks to the server over HTTP only.' },
        { pattern: '@lantau/exchange', message: 'The web app never runs the exchange.' },
        { pattern: '**/apps/server/**', message: 'The web app talks to the server over HTTP only.' },
        { pattern: '**/packages/*/src/**', message: 'Import a package by its name, not its files.' },
      ),
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': forbid(
        { pattern: '@lantau/web', message: 'The server serves the built web app; it does not import it.' },
        { pattern: '**/apps/web/**', message: 'The server serves the built web app; it does not import it.' },
        { pattern: '**/packages/*/src/**', message: 'Import a package by its name, not its files.' },
      ),
    },
  },
  {
    // A capability is handed what it needs by app.ts: the Fastify instance is no service locator. SQL lives in
    // repositories (*-repository.ts) and the ledger's own module; services call them with `db` or their `trx`.
    files: ['apps/server/src/capabilities/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noServiceLocator, ...sqlInRepositories] },
  },
  {
    files: ['apps/server/src/capabilities/**/*-repository.ts', 'apps/server/src/capabilities/ledger/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noServiceLocator] },
  },
);
