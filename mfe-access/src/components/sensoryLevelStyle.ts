import type { SensoryLevel } from '../content/pavilions';

/** A sensory level's tint, and its mark (one, two or three dots) so the level does not rest on colour. */
export const SENSORY_LEVEL_STYLE: Record<SensoryLevel, { fill: string; dots: number }> = {
  low: { fill: '#d7eedb', dots: 1 },
  medium: { fill: '#fde7a6', dots: 2 },
  high: { fill: '#f5c0bd', dots: 3 },
};
