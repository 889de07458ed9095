export { authRoutes } from './auth.routes';
export { assertPermission, authenticate } from './authenticate';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './sessions.repo';
