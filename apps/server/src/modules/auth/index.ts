export { authRoutes } from './auth.routes';
export { authenticate } from './authenticate';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './sessions.repo';
