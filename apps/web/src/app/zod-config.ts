// zod compiles object parsers with `new Function` when it may, and finds out by trying when the first object
// schema is made: under the portal's policy (script-src 'self', no 'unsafe-eval') the try is refused and reported
// as a violation on every page. zod reads this global config when it loads, so it is set before: this module
// imports nothing and main.tsx imports it first. Parsing without compiled code costs nothing the portal notices.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
