import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its (lazily loaded) children from the first time they are needed on, and nothing before: code for
 * what most visits never show (dialogs raised from outside React, toasts) stays out of the first download.
 * Once loaded it stays mounted, so a closing animation is not cut short.
 */
export function LoadWhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  if (!needed && !wasNeeded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
