export { reconciliationRoutes } from './reconciliations.routes';
