import type { ComponentType } from 'react';

/**
 * A route's `lazy` that loads the module of its page on first visit and takes the named component from it.
 * The router waits for it before rendering the route, so no loading state flashes in between.
 */
export function lazyPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Module[Name] extends ComponentType ? Name : never,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
