export { taxRoutes } from './tax.routes';
