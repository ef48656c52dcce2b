import { Button, Portal } from '@chakra-ui/react';
import { Avatar } from '../../../components/ui/chakra/avatar';
import { Menu } from '../../../components/ui/chakra/menu';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { signOutAndClear } from '../api/sign-out';

/** Menu entries of the avatar menu (docs/product.md#accounts-and-roles): My Profile, My Learning; trainers also Dashboard and Trainer Profile. */
export function accountLinks(isTrainer: boolean): { to: string; label: string }[] {
  return [
    { to: '/profile', label: 'My Profile' },
    { to: '/my-learning', label: 'My Learning' },
    ...(isTrainer
      ? [
          { to: '/trainer-dashboard', label: 'Dashboard' },
          { to: '/trainer-profile', label: 'Trainer Profile' },
        ]
      : []),
  ];
}

/** Logs out (docs/product.md#accounts-and-roles: then /auth), clearing the offline cache; 'Sign out failed' on error (docs/product.md#accounts-and-roles). */
export async function logOut(): Promise<void> {
  try {
    await signOutAndClear('/auth');
  } catch (err) {
    notify({ ...AUTH_MESSAGES.signOutFailed, description: (err as Error).message }, 'error');
  }
}

/** The navbar's avatar menu (docs/product.md#accounts-and-roles). */
export function AvatarMenu({ name, email, isTrainer }: { name: string; email: string; isTrainer: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(d) => {
        if (d.value === 'logout') void logOut();
        else navigate(d.value);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label="Account menu">
          <Avatar.Root size="sm" colorPalette="blue">
            <Avatar.Fallback name={name || email} />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{name || email}</Menu.ItemGroupLabel>
              {accountLinks(isTrainer).map((l) => (
                <Menu.Item key={l.to} value={l.to}>
                  {l.label}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
