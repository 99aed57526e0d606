import { Component, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Whether an error is a page's code or style that did not arrive: the browser's words for a module that could
 * not be fetched (Chromium, Firefox, Safari) and Vite's for a chunk's CSS.
 */
export function isResourceLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

interface BoundaryState {
  error: unknown;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** The address: a failure is forgotten when it changes. */
  address: string;
}

/** Catches a page's failed load under the shell; any other error goes on to the route's error page. */
class LoadFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  // Reset in place rather than keyed by the address: a key would remount the page at every step of a flow
  // whose steps are addresses (the IPO application's form, confirmation and success), losing what the client
  // chose in memory between them.
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error !== null && previous.address !== this.props.address) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // Not ours to word: thrown on, to the router's error page.
    if (!isResourceLoadFailure(this.state.error)) throw this.state.error;
    return this.props.fallback;
  }
}

function ResourceLoadFailed() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Alert color="red" role="alert">
        {t('errors:resourceLoadFailed')}
      </Alert>
      <div>
        <Button onClick={() => window.location.reload()}>{t('common:error.reload')}</Button>
      </div>
    </Stack>
  );
}

/**
 * A page of the shell whose code could not be fetched (the network dropped, a deploy replaced the chunk) says
 * 'resource load failed' (spec section 8) inside the shell, whose menu still works; another page's address
 * tries again (the boundary forgets the failure when the address changes; the pages under it stay mounted).
 */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary address={pathname} fallback={<ResourceLoadFailed />}>
      {children}
    </LoadFailureBoundary>
  );
}
