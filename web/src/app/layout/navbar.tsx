import { Box, Button, Container, Flex, HStack, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SvgIcon } from '../../components/ui/svg-icon';
import { NAV_LINKS } from './nav-links';
import { NavbarSession } from './navbar-session';

// The drawer machinery (focus trap, dismissable layer) loads only when the menu is first opened.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));

/** Top navigation bar: links and session actions on wide screens, a slide-in side menu on small ones. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <ChakraLink asChild fontWeight="bold" fontSize="xl" color="blue.fg" _hover={{ textDecoration: 'none' }}>
            <Link to="/" aria-label="SkillSetu home">
              SkillSetu
            </Link>
          </ChakraLink>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {NAV_LINKS.map((l) => (
              <Button key={l.to} asChild variant="ghost" size="sm">
                <NavLink to={l.to} end={l.to === '/'}>
                  {l.label}
                </NavLink>
              </Button>
            ))}
          </HStack>
          <HStack gap="2">
            <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
              <NavbarSession placement="bar" />
            </HStack>
            <IconButton
              aria-label="Open menu"
              variant="ghost"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
              onPointerEnter={() => setMenuLoaded(true)}
            >
              <SvgIcon name="menu" size={20} />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </Box>
  );
}
