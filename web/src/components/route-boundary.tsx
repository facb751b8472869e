import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** The path shown: a new one clears a caught error, as a new page would. */
  resetKey: string;
}

/**
 * Where a page's error shows: in place of the page, inside its layout (the store's header, the
 * owner's menu), never a blank screen. A chunk that would not load (a tab left open over a
 * deploy) and any other error a page throws both land here; RouteError tells them apart.
 */
export class RouteBoundary extends Component<Props, { caught: { error: unknown; at: string } | null }> {
  override state = { caught: null as { error: unknown; at: string } | null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error, at: '' } };
  }

  static getDerivedStateFromProps(props: Props, state: { caught: { error: unknown; at: string } | null }) {
    if (!state.caught) return null;
    // Caught on this path: remember it. Another path: the error was the old page's.
    if (state.caught.at === '') return { caught: { ...state.caught, at: props.resetKey } };
    return state.caught.at === props.resetKey ? null : { caught: null };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}
