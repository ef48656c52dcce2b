/** Main navigation (docs/product.md#routes-and-navigation). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/find-trainers', label: 'Find Trainers' },
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Signed-out call-to-action buttons (docs/product.md#routes-and-navigation). */
export const SIGNED_OUT_ACTIONS = [
  { to: '/trainer-auth', label: 'Trainer Login', variant: 'ghost' },
  { to: '/learner-auth', label: 'Learner Login', variant: 'ghost' },
  { to: '/become-trainer', label: 'Teach & Earn', variant: 'outline' },
  { to: '/find-trainers', label: 'Learn Skills', variant: 'solid' },
] as const;
