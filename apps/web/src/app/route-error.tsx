import { Alert, Button, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';

/**
 * Shown when a page throws or its chunk fails to load (typically after a new release replaced the files),
 * which a reload fixes.
 */
function RouteError() {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Error" role="alert">
        {GENERIC_ERROR_MESSAGE}
      </Alert>
      <Button mt="md" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The current path: going elsewhere clears the error, as leaving a broken page should. */
  path: string;
}

interface BoundaryState {
  error: unknown;
  path: string;
}

/** Catches what a page throws, so the header and footer stay and the visitor can go elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
