/** How long to wait before asking again for code that failed to load. */
const RETRY_DELAY_MS = 3000;

/**
 * Loads a module, asking again after a failed fetch until it arrives: for code a dialog needs when the connection
 * is unsteady (a lazy component whose import fails throws to the page's error boundary; this one waits instead).
 */
export async function loadUntilDone<Module>(load: () => Promise<Module>): Promise<Module> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}
