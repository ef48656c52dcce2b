// The auth feature's public surface: what other features may import besides its api/ folder
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Loaders keep
// a component in its own chunk: `lazy(() => loadX().then(...))`.
export { useRedirectSignedIn } from './hooks/use-redirect-signed-in';
export { useSession } from './hooks/use-session';
export { POST_AUTH_REDIRECT_KEY } from './post-login-destination';
