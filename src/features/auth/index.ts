export { AuthProvider } from './AuthProvider';
export { isSignedIn, restoreSession, sessionQuery, useAuth, type Auth, type AuthState, type User } from './session';
export { GoogleSignInButton } from './screens/GoogleSignInButton';
export { LogoutForm } from './LogoutForm';
export { useLogout } from './useLogout';
export type { Gender, LoginValues, RegisterValues } from './validation';
// The sign-in pages are imported by their route files straight from ./screens/<Page>, not from
// here: the app shell imports this file (AuthProvider, useAuth), and a page re-exported here
// lands in the first bundle with libphonenumber-js and the form inputs (+190 kB measured), while
// a barrel of its own would make /login download /Register's code. One chunk per page instead.
