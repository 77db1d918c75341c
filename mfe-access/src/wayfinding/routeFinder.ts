import createGraph, { type Graph } from 'ngraph.graph';
import { aStar } from 'ngraph.path';
import { distanceBetween, type PathNetwork, type Point } from './geometry';

// Walking routes along the venue's paths (ngraph's A*, with the straight line as its heuristic), so
// "the nearest" is the nearest on foot, not as the crow flies. Runs in the browser on the section's
// own data: no request, so it answers with no signal.

export interface RouteOptions {
  /** Leave out paths with stairs or steps. */
  stepFree?: boolean;
}

export interface Route<Id extends string = string> {
  /** The junctions walked through, from the start to the end. */
  junctions: Id[];
  metres: number;
}

interface PathData {
  steps: boolean;
  /** The link from a candidate to the search's virtual destination: no length. */
  toAnyCandidate?: true;
}

/** Any of the candidates: the destination of a search for the nearest (not a junction). */
const ANY_CANDIDATE = '\u0000any';

function graphOf<Id extends string>(network: PathNetwork<Id>, candidates: readonly Id[] = []): Graph<Point, PathData> {
  const graph = createGraph<Point, PathData>();
  for (const [id, point] of Object.entries(network.junctions) as Array<[Id, Point]>) graph.addNode(id, point);
  for (const path of network.paths) graph.addLink(path.from, path.to, { steps: Boolean(path.steps) });
  if (candidates.length) {
    graph.addNode(ANY_CANDIDATE, { x: NaN, y: NaN });
    for (const candidate of candidates) graph.addLink(candidate, ANY_CANDIDATE, { steps: false, toAnyCandidate: true });
  }
  return graph;
}

function search<Id extends string>(
  network: PathNetwork<Id>,
  from: Id,
  to: string,
  { stepFree = false }: RouteOptions,
  candidates?: readonly Id[],
): Route<Id> | undefined {
  if (!(from in network.junctions)) return undefined;
  if (from === to) return { junctions: [from], metres: 0 };
  const graph = graphOf(network, candidates);
  const finder = aStar<Point, PathData>(graph, {
    distance: (a, b, link) => (link.data.toAnyCandidate ? 0 : distanceBetween(a.data, b.data)),
    heuristic: (a, b) => (b.id === ANY_CANDIDATE ? 0 : distanceBetween(a.data, b.data)),
    blocked: (_a, _b, link) => stepFree && link.data.steps,
  });
  // ngraph returns the path from its end back to its start.
  const nodes = finder.find(from, to).reverse();
  // With no way through, ngraph answers with less than a path from one end to the other.
  if (nodes.length < 2 || nodes[0].id !== from || nodes[nodes.length - 1].id !== to) return undefined;
  const junctions = nodes.map((node) => node.id as Id).filter((id) => id !== ANY_CANDIDATE);
  let metres = 0;
  for (let i = 1; i < junctions.length; i++)
    metres += distanceBetween(network.junctions[junctions[i - 1]], network.junctions[junctions[i]]);
  return { junctions, metres };
}

/** The shortest walk from one junction to another; undefined when there is none (or none step-free). */
export const findRoute = <Id extends string>(network: PathNetwork<Id>, from: Id, to: Id, options: RouteOptions = {}) =>
  to in network.junctions ? search(network, from, to, options) : undefined;

/**
 * The nearest of the candidates on foot, and the walk to it; undefined when none can be reached
 * (or none step-free, with `stepFree`).
 */
export function findNearest<Id extends string, Candidate extends { junction: Id }>(
  network: PathNetwork<Id>,
  from: Id,
  candidates: readonly Candidate[],
  options: RouteOptions = {},
): { candidate: Candidate; route: Route<Id> } | undefined {
  const atStart = candidates.find((candidate) => candidate.junction === from);
  if (atStart) return { candidate: atStart, route: { junctions: [from], metres: 0 } };
  const route = search(
    network,
    from,
    ANY_CANDIDATE,
    options,
    candidates.map((candidate) => candidate.junction),
  );
  if (!route) return undefined;
  const end = route.junctions[route.junctions.length - 1];
  const candidate = candidates.find((each) => each.junction === end);
  return candidate && { candidate, route };
}
