import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface State {
  failedPath: string | null;
}

/** Catches a page that failed to load or crashed; navigating elsewhere clears it. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { failedPath: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedPath: window.location.pathname };
  }

  override render() {
    if (this.state.failedPath !== null && this.state.failedPath === this.props.pathname)
      return <RouteError />;
    return this.props.children;
  }
}
