// What `react-router-dom` resolves to in builds and tests (web/vite.config.ts, vitest.config.mts):
// React Router itself, with the light Link and NavLink of ./light-links.tsx in place of its own,
// whose framework-mode prefetching sat in every page's boot chunk
// (docs/decisions/220-light-router-links.md). Named exports win over `export *`.
export * from 'react-router';
export { HydratedRouter, RouterProvider } from 'react-router/dom';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './light-links';
