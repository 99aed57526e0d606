import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While an order is on its way, leaving would lose its answer (spec section 8): in-app navigation is held
 * for the user to decide, and closing or reloading the tab asks the browser's own question.
 */
export function useLeaveWarning(active: boolean): Blocker {
  const blocker = useBlocker(active);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value here to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return blocker;
}
