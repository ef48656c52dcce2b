import { createToaster } from '@chakra-ui/react';

/**
 * The app's toast store: `toaster.create({ title, description, type: 'success' | 'error' | 'info' | 'warning' })`.
 * Its own module so the toast machinery (@zag-js/toast) stays out of the entry chunk: notify.ts
 * and toaster-view.tsx import it lazily; tests import it directly.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });
