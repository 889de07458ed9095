export { authRoutes } from './auth.routes';
export { authenticate } from './authenticate';
export { hashPassword } from './passwords';
export { passwordRoutes } from './password.routes';
export { revokeUserSessions } from './sessions.repo';
