import { displayWidth } from '../validation/display-width';

/** Spec section 9: a group name is at most 10 columns wide (5 Chinese characters); the caller passes the cap. */
export type GroupNameProblem = 'EMPTY' | 'TOO_WIDE';

/** Names are kept as typed but trimmed: leading and trailing spaces would make two groups look alike. */
export function cleanGroupName(name: string): string {
  return name.trim();
}

/**
 * What makes two names the same for the uniqueness rule: trimmed and case-folded, so 'Tech' and ' tech ' clash.
 * toLowerCase (not the locale-aware one): server and browser must fold the same way whatever their locale.
 */
export function groupNameKey(name: string): string {
  return cleanGroupName(name).toLowerCase();
}

export function groupNameProblem(name: string, maxWidth: number): GroupNameProblem | null {
  const clean = cleanGroupName(name);
  if (clean === '') return 'EMPTY';
  return displayWidth(clean) > maxWidth ? 'TOO_WIDE' : null;
}

/** Whether another of the caller's names (not the one being renamed) already has this name's key. */
export function groupNameTaken(name: string, others: readonly string[]): boolean {
  const key = groupNameKey(name);
  return others.some((other) => groupNameKey(other) === key);
}

/**
 * The list with the item at `index` moved one place up (-1) or down (+1); the same list when it cannot move.
 * The up/down buttons reorder groups and stocks with it, so a keyboard user can reorder without dragging.
 */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1) as [T];
  moved.splice(target, 0, item);
  return moved;
}

/** The first value that occurs twice (by key), or undefined: a group holds each instrument once. */
export function firstDuplicate<T>(items: readonly T[], keyOf: (item: T) => string): T | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) return item;
    seen.add(key);
  }
  return undefined;
}
