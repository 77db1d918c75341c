/** A moment as the page writes it: UTC, to the second ("2030-10-01 09:30:05 UTC"). */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** How long ago `iso` was, roughly ("12 s ago", "5 min ago", "3 h ago", "2 days ago"). */
export function ago(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  const days = Math.floor(seconds / 86_400);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** A duration in minutes or hours ("15 min", "2 h"). */
export const duration = (ms: number) =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${Math.round(ms / 60_000)} min`;

export const count = (value: number) => value.toLocaleString('en-US');

/** An error rate as a percentage with two decimals ("1.25%"). */
export const rate = (value: number) => `${(value * 100).toFixed(2)}%`;

/** A p75 in milliseconds, or that there are no samples yet. */
export const millis = (value: number | undefined) =>
  value === undefined ? 'no samples' : `${count(Math.round(value))} ms`;
