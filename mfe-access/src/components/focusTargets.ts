// The elements a place's card sends focus back to, named in one place for the card and the parts that render them.

/** The map's own element (focusable): where "Back to the map" goes. */
export const SITE_MAP_ID = 'site-map';

/** A place's button in the list of places: where "Back to the list" goes. */
export const placeItemId = (placeId: string) => `place-item-${placeId}`;
