import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's class map of a component: `@mantine/core/esm/components/<...>/<Name>.module.mjs`. */
const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (`@mantine/core/styles/<Name>.layer.css`, one per class map)
 * into the chunk that uses the component, instead of all of Mantine's CSS blocking every page's first render.
 * A page's CSS then holds what it shows; a dialog's comes with the dialog.
 *
 * The layer variant puts every Mantine rule in `@layer mantine`, so its precedence no longer depends on the
 * order in which lazily loaded chunks add their stylesheets: Mantine's rules among themselves keep their order
 * of dependency, and the app's own (unlayered) rules come above them all, as they did when all of Mantine was
 * loaded first. The entry imports Mantine's base layer files (baseline, variables, global).
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'lantau:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const match = classMap.exec(id);
      if (!match) return null;
      const packageRoot = id.slice(0, id.lastIndexOf(`${path.sep}esm${path.sep}`));
      const stylesheet = path.join(packageRoot, 'styles', `${match[1]}.layer.css`).replaceAll('\\', '/');
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
  };
}
