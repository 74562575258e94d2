/** The map's initial zoom (spec section 9). */
export const MAP_ZOOM = 5
