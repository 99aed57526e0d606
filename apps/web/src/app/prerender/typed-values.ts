// A prerendered page takes input before any script runs: a visitor on a slow phone types their user ID into the
// painted form. Whether the app then hydrates the page (React keeps the DOM but not what was typed: its state
// still holds the rendered value) or draws it anew (the DOM is replaced), what was typed must not be lost. The
// named text fields changed before the takeover are read just before it and given to the app's own fields of the
// same names once they are on the page, with the focus where it was.

interface TypedValues {
  values: Map<string, string>;
  /** The name of the field that had the focus. */
  focused: string | undefined;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textFields = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]';

let taken: TypedValues | undefined;

/** Reads what was typed into `root`'s named fields (those that differ from the HTML's value). */
export function takeTypedValues(root: HTMLElement): void {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<TextField>(textFields)) {
    if (field.value !== field.defaultValue) values.set(field.name, field.value);
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && root.contains(active)
      ? active.name || undefined
      : undefined;
  taken = values.size > 0 || focused !== undefined ? { values, focused } : undefined;
}

/**
 * Writes `value` as typing would: React learns of a change to a controlled field from the input event, by
 * comparing the field's value with the last value it saw (which the field's own value setter records). So the
 * value React saw is first set to empty through that setter, then the typed value through the prototype's, which
 * React does not watch, and the input event makes it the field's state.
 */
function writeAsTyped(field: TextField, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives the values read by `takeTypedValues` to the app's fields of the same names, now or as they appear (a
 * form may wait for its data), for at most `waitMs`. Called once the app has committed its first render.
 */
export function restoreTypedValues(root: HTMLElement, waitMs = 10_000): void {
  const typed = taken;
  taken = undefined;
  if (typed === undefined) return;
  const field = (name: string) => root.querySelector<TextField>(`[name="${CSS.escape(name)}"]`);
  const applied = (): boolean => {
    for (const [name, value] of typed.values) {
      const target = field(name);
      if (target === null) continue;
      writeAsTyped(target, value);
      typed.values.delete(name);
    }
    if (typed.focused !== undefined) {
      const target = field(typed.focused);
      if (target !== null) {
        // Only when the visitor has not moved on to another control meanwhile.
        if (document.activeElement === null || document.activeElement === document.body) {
          target.focus();
          target.setSelectionRange?.(target.value.length, target.value.length);
        }
        typed.focused = undefined;
      }
    }
    return typed.values.size === 0 && typed.focused === undefined;
  };
  if (applied()) return;
  const observer = new MutationObserver(() => {
    if (applied()) stop();
  });
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}
