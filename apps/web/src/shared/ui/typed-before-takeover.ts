import { useEffect } from 'react';

// A prerendered page takes input before any script runs: a visitor on a slow phone types their user ID into the
// painted form. When the app hydrates the page, React keeps that DOM but its state still holds the rendered
// value; when it draws the page anew (its first render would differ: a remembered user ID, a stored scheme), the
// DOM is replaced. Either way what was typed must not be lost. The app reads the named fields just before it takes
// over (`takeTypedValues`); each form field adopts what was typed into it once it is React's
// (`useTypedBeforeTakeover`), and takes the focus back if it had it. A named select (the language switch) counts
// too: a choice made before the takeover is kept the same way. Hydrating a select, React sets its options to the
// value it rendered, so for a select the value read before the takeover is the one, or the one chosen while React
// hydrates: hydration yields to the browser, so a choice can land between the read and the commit that resets the
// options (pages.spec's language test lost one so, now and then); a listener keeps the latest until the select's
// first effect runs. It listens to `input`, not `change`: a choice fires `input` first, React hydrates the select
// at once to handle it (resetting its options), and the `change` that follows already carries the rendered value.

interface Typed {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

const typedByName = new Map<string, Typed>();
let focusedName: string | undefined;

const textFields = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]';

// The named selects whose fields have not run their first effect yet: until then a choice on them is recorded.
// Per name, not until the first field's effect: parts of the page hydrate at different times (the header and
// the form commit apart), so one field may be the app's while another still is not.
const selectsNotYetTakenOver = new Set<string>();

/** A choice on a named select of the page being taken over, made after the read and before its first effect. */
function recordChoice(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLSelectElement && selectsNotYetTakenOver.has(field.name))
    typedByName.set(field.name, { field, value: field.value });
}

function takenOver(name: string): void {
  if (!selectsNotYetTakenOver.delete(name) || selectsNotYetTakenOver.size > 0) return;
  document.removeEventListener('input', recordChoice, true);
}

/** Reads what was typed into `root`'s named text fields (those whose value differs from the HTML's). */
export function takeTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(textFields)) {
    if (field.value !== field.defaultValue) typedByName.set(field.name, { field, value: field.value });
  }
  for (const field of root.querySelectorAll<HTMLSelectElement>('select[name]')) {
    selectsNotYetTakenOver.add(field.name);
    const chosen = field.selectedOptions[0];
    if (chosen !== undefined && !chosen.defaultSelected)
      typedByName.set(field.name, { field, value: field.value });
  }
  if (selectsNotYetTakenOver.size > 0) document.addEventListener('input', recordChoice, true);
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
    takenOver(name);
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
