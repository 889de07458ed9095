import { searchQuery, searchResult } from '../search';
import { routeGroup } from './route-group';

const searchRoutes = routeGroup({ tags: ['search'] });

/** Global search (API.md "Daily work"): what the user may see, across documents, contacts, products, employees. */
export const searchApi = {
  search: searchRoutes.get('/api/search', { session: true }, { query: searchQuery, response: searchResult }),
};
