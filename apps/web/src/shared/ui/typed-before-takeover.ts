import { useEffect } from 'react';

// A prerendered page takes input before any script runs: a visitor on a slow phone types their user ID into the
// painted form. When the app hydrates the page, React keeps that DOM but its state still holds the rendered
// value; when it draws the page anew (its first render would differ: a remembered user ID, a stored scheme), the
// DOM is replaced. Either way what was typed must not be lost. The app reads the named fields just before it takes
// over (`takeTypedValues`); each form field adopts what was typed into it once it is React's
// (`useTypedBeforeTakeover`), and takes the focus back if it had it. A named select (the language switch) counts
// too: a choice made before the takeover is kept the same way. Hydrating a select, React sets its options to the
// value it rendered, so for a select the value read before the takeover is the one.

interface Typed {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

const typedByName = new Map<string, Typed>();
let focusedName: string | undefined;

const textFields = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]';

/** Reads what was typed into `root`'s named text fields (those whose value differs from the HTML's). */
export function takeTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(textFields)) {
    if (field.value !== field.defaultValue) typedByName.set(field.name, { field, value: field.value });
  }
  for (const field of root.querySelectorAll<HTMLSelectElement>('select[name]')) {
    const chosen = field.selectedOptions[0];
    if (chosen !== undefined && !chosen.defaultSelected)
      typedByName.set(field.name, { field, value: field.value });
  }
  const active = document.activeElement;
  if (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    root.contains(active)
  ) {
    focusedName = active.name || undefined;
  }
}

/**
 * Once, after the form's first commit: gives `adopt` what the visitor typed into the prerendered field `name`
 * before the app took over. Hydrated, the field is the same element and may hold more than was read (typing went
 * on): its value now wins when it differs from the one React rendered (its default value). Drawn anew, the value
 * read before the takeover is the one.
 */
export function useTypedBeforeTakeover(name: string, adopt: (typed: string) => void): void {
  useEffect(() => {
    const field =
      [...document.getElementsByName(name)].find(
        (element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement,
      ) ?? null;
    const read = typedByName.get(name);
    typedByName.delete(name);
    const typed =
      field !== null && field.value !== field.defaultValue
        ? field.value
        : read !== undefined && (!read.field.isConnected || read.field instanceof HTMLSelectElement)
          ? read.value
          : undefined;
    if (typed !== undefined) adopt(typed);
    if (focusedName === name) {
      focusedName = undefined;
      if (field !== null && field !== document.activeElement && document.activeElement === document.body) {
        field.focus();
      }
    }
  }, [name, adopt]);
}
