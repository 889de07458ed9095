import { searchQuery, searchResult } from '../search';
import { route } from './route';

/** Global search (API.md "Daily work"): what the user may see, across documents, contacts, products, employees. */
export const searchApi = {
  search: route({
    method: 'GET',
    path: '/api/search',
    auth: { session: true },
    query: searchQuery,
    response: searchResult,
    tags: ['search'],
  }),
};
