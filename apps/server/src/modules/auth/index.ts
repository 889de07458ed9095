export { appOrigin } from './app-origin';
export { authRoutes } from './auth.routes';
export { authenticate } from './authenticate';
export { passwordRoutes } from './password.routes';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './sessions.repo';
