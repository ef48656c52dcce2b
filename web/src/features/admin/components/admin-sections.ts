/** The console's sections and their routes (/admin and its tabs). */
export const ADMIN_SECTIONS = [
  { id: 'overview', path: '/admin', label: 'Overview' },
  { id: 'users', path: '/admin/users', label: 'Users' },
  { id: 'verification', path: '/admin/verification', label: 'Verification' },
  { id: 'payments', path: '/admin/payments', label: 'Payments' },
  { id: 'inbox', path: '/admin/inbox', label: 'Inbox' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** The section a pathname shows ('/admin/users/abc' → users); overview for anything else. */
export function sectionOfPath(pathname: string): AdminSection {
  const part = pathname.split('/')[2] ?? '';
  return ADMIN_SECTIONS.find((s) => s.id === part)?.id ?? 'overview';
}
