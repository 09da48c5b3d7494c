import { Component, type ReactNode } from 'react';

/**
 * Around a part the page can do without (a menu, the footer's map): if it fails, its code that
 * could not be downloaded above all, nothing shows in its place and the rest of the page stays.
 * Remounting it (a new key) tries again; lazy parts made with lib/retryableLazy.tsx then download
 * afresh.
 */
export class OptionalPart extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
