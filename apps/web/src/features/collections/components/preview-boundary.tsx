import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

interface PreviewBoundaryProps {
  /** Changes with the definition, so a preview that failed tries again after the next edit. */
  resetKey: unknown;
  fallback: string;
  children: ReactNode;
}

interface PreviewBoundaryState {
  failedKey: unknown;
  hasFailed: boolean;
}

/** Keeps the designer usable when the preview of a half-built definition throws. */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { failedKey: undefined, hasFailed: false };

  static getDerivedStateFromError(): Partial<PreviewBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: PreviewBoundaryProps,
    state: PreviewBoundaryState,
  ): Partial<PreviewBoundaryState> | null {
    if (!state.hasFailed) return { failedKey: props.resetKey };
    return props.resetKey !== state.failedKey ? { hasFailed: false, failedKey: props.resetKey } : null;
  }

  override render() {
    return this.state.hasFailed ? (
      <Alert severity="warning">{this.props.fallback}</Alert>
    ) : (
      this.props.children
    );
  }
}
