// The venue's paths as points and lines, and what needs no route finder: how far apart two points are
// as the crow flies, and the junction nearest a point (where a tap on the map puts the visitor).

export interface Point {
  x: number;
  y: number;
}

/** A network of paths: junctions by id, and the paths between them (both ways). */
export interface PathNetwork<Id extends string = string> {
  junctions: Readonly<Record<Id, Point>>;
  paths: ReadonlyArray<{ from: Id; to: Id; steps?: boolean }>;
}

export const distanceBetween = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The junction nearest to a point on the map (a tap, the browser's location). */
export function nearestJunction<Id extends string>(network: PathNetwork<Id>, point: Point): Id {
  let best: Id | undefined;
  let bestDistance = Infinity;
  for (const [id, junction] of Object.entries(network.junctions) as Array<[Id, Point]>) {
    const distance = distanceBetween(junction, point);
    if (distance < bestDistance) [best, bestDistance] = [id, distance];
  }
  return best as Id;
}
