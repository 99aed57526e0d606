export { ShellLayout } from './shell-layout';
export { shellRoutes } from './shell-routes';
export { builtShellPages, menuEntries, visibleMenuItems } from './menu-registry';
