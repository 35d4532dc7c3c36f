/*
 * Markers grouped when they crowd, for the catalogue's map: each marker's position on screen at
 * the map's zoom falls in a square cell of the grid, and the markers of a cell are one group.
 * A page shows at most a few dozen places, so a grid is enough; leaflet.markercluster's animated
 * tree is not needed (docs/decisions.md, "Maps").
 */

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** Where the group's marker goes: the mean of its members' screen positions. */
  at: ScreenPoint;
}

/** How wide a cell is, in CSS pixels: about two markers side by side. */
export const CELL_PX = 56;

/** `items` grouped by the cell of the grid their screen position `at(item)` falls in, in order. */
export function gridClusters<T>(
  items: readonly T[],
  at: (item: T) => ScreenPoint,
  cell = CELL_PX,
): Cluster<T>[] {
  const cells = new Map<string, { items: T[]; x: number; y: number }>();
  for (const item of items) {
    const { x, y } = at(item);
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const found = cells.get(key) ?? { items: [], x: 0, y: 0 };
    found.items.push(item);
    found.x += x;
    found.y += y;
    cells.set(key, found);
  }
  return [...cells.values()].map(({ items: members, x, y }) => ({
    items: members,
    at: { x: x / members.length, y: y / members.length },
  }));
}
