/**
 * API routes still registered by hand (app.get/post/... with needs() and a schema block), until their
 * module moves into the contract (packages/contracts/src/api; README: How to add a route). Moving a
 * module takes its routes off this list; platform.test.ts fails while the list names a route that is
 * not registered, or one the contract states. Nothing may be added here: a new route goes into the
 * contract. When the list is empty, delete it.
 */
export const NOT_YET_IN_CONTRACT: ReadonlySet<string> = new Set([]);
