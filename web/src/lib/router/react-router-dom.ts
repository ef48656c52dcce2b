// What `react-router-dom` resolves to in builds and tests (web/vite.config.ts, vitest.config.mts):
// React Router itself, with the light Link and NavLink of ./light-links.tsx in place of its own,
// whose framework-mode prefetching sat in every page's boot chunk
// (docs/decisions/220-light-router-links.md). Named exports win over `export *`. RouterProvider
// is react-router's own (only tests use it): the one of 'react-router/dom' would load a second
// copy of React Router in the tests' Node resolution, with a router context of its own.
export * from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './light-links';
