import { Portal, Spinner, Stack } from '@chakra-ui/react';
import { ScrollToTop } from '../layout/scroll-to-top';
import { Toast, Toaster as ChakraToaster } from './chakra/toast';
import { toaster } from './toaster-store';

/**
 * Chakra's toast list for the app's toast store, and the shell's scroll reset (ScrollToTop): both
 * wait for the browser's first idle moment. Default export: loaded lazily by toaster.tsx.
 */
export default function ToasterView() {
  return (
    <>
      <ScrollToTop />
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }} data-testid="toast">
              {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </>
  );
}
