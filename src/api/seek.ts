// Seek paging (extension) for the lists that offer it: the first and last row ids of the
// pages a list has shown, per list query (resource, filters, sort, page size), so that Next
// and Previous ask for the rows after (or before) a known row: the server seeks them
// through the index, however deep the page.
import type { Identifier } from 'react-admin';
import type { QueryValue } from './httpClient';

export type Edges = Map<number, { first: Identifier; last: Identifier }>;
const pageEdges = new Map<string, Edges>();
const EDGE_QUERIES = 20;

export function edgesOf(key: string): Edges {
  let edges = pageEdges.get(key);
  if (!edges) {
    edges = new Map();
    pageEdges.set(key, edges);
    if (pageEdges.size > EDGE_QUERIES) pageEdges.delete(pageEdges.keys().next().value!);
  }
  return edges;
}

export function seekTo(edges: Edges, page: number): Record<string, QueryValue> {
  const before = edges.get(page - 1);
  if (before) return { after: String(before.last) };
  const after = edges.get(page + 1);
  return after ? { before: String(after.first) } : {};
}
