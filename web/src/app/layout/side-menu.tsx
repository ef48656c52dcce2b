import { Drawer } from '../../components/ui/chakra/drawer';
import { Button, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from './nav-links';
import { NavbarSession } from './navbar-session';

/** Slide-in side menu for small screens with the navbar's links and actions (docs/product.md#routes-and-navigation). */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {NAV_LINKS.map((l) => (
                  <Button key={l.to} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                    <NavLink to={l.to} end={l.to === '/'}>
                      {l.label}
                    </NavLink>
                  </Button>
                ))}
              </Stack>
              <Stack gap="2" mt="6">
                <NavbarSession placement="menu" onNavigate={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
