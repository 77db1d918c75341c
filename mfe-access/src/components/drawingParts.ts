/** What the map's styles (SiteMap) find in its drawing (SiteDrawing): a place's marker, its label, a sensory mark. */
export const DRAWING_PARTS = {
  marker: 'data-marker',
  label: 'data-marker-label',
  aspect: 'data-sensory-aspect',
} as const;
