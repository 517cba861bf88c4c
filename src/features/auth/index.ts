export { AuthProvider } from './AuthProvider';
export { restoreSession, useAuth, type Auth, type AuthState, type User } from './session';
