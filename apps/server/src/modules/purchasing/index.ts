export { purchasingRoutes } from './purchasing.routes';
