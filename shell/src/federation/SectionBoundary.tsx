import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  sectionName: string;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}

/** Contains a remote's load or render failure to its own area of the page. */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] ${this.props.sectionName} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return <SectionUnavailable sectionName={this.props.sectionName} onRetry={this.props.onRetry} compact={this.props.compact} />;
    }
    return this.props.children;
  }
}
