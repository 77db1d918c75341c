import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  sectionName: string;
  /** Called when the visitor asks for a retry, before the section renders again. */
  onReset: () => void;
  /** Called when the section has failed (its fallback shows). */
  onFailure?: () => void;
  /** Told what the boundary caught (telemetry), before onFailure. */
  onError?: (error: unknown) => void;
  compact?: boolean;
  children: ReactNode;
}

/** Contains a remote's load or render failure to its own area of the page, with a Retry. */
export function SectionBoundary({ sectionName, onReset, onFailure, onError, compact, children }: Props) {
  return (
    <ErrorBoundary
      onError={(error, info) => {
        console.error(`[federation] ${sectionName} failed`, error, info.componentStack);
        onError?.(error);
        onFailure?.();
      }}
      onReset={onReset}
      fallbackRender={({ resetErrorBoundary }) => (
        <SectionUnavailable sectionName={sectionName} onRetry={resetErrorBoundary} compact={compact} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
