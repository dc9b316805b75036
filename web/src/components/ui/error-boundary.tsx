import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Rendered instead of the children after an error; `reset` renders them again. */
  fallback: (reset: () => void, error: Error) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: Error | null };

/** Catches render and data errors of a region so the rest of the page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Surface the failure to developers; the user sees the fallback with a retry.
    console.warn('Region failed to render', error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.reset, this.state.error);
    return this.props.children;
  }
}
