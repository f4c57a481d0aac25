// The tests' URLs come from the contract, as the client's do: an entry and its path values.
import type { Endpoint } from '../../src/contract/endpoint';
import { pathOf, type PathValues } from '../../src/contract/path';

/** The entry's path under /api with its values filled (`/rc/3/view_sum/2031-01-04`). */
export const pathTo = <E extends Endpoint>(ep: E, values: PathValues<E['path']>): string => pathOf(ep.path, values);

/** The same with the `/api` prefix, as the server is called. */
export const apiUrl = <E extends Endpoint>(ep: E, values: PathValues<E['path']>): string => `/api${pathTo(ep, values)}`;
