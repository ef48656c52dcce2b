/** The console's sections and their routes (/admin and its tabs). */
export const ADMIN_SECTIONS = [
  { id: 'overview', path: '/admin', label: 'Overview' },
  { id: 'users', path: '/admin/users', label: 'Users' },
  { id: 'verification', path: '/admin/verification', label: 'Verification' },
  { id: 'payments', path: '/admin/payments', label: 'Payments' },
  { id: 'inbox', path: '/admin/inbox', label: 'Inbox' },
  { id: 'disputes', path: '/admin/disputes', label: 'Disputes' },
  { id: 'documents', path: '/admin/documents', label: 'Documents' },
] as const;

/**
 * Quick actions: each opens a console section that exists (docs/admin.md). Manage Courses,
 * Analytics and Settings had no screen and led to the 404 page, so they are gone.
 */
export const QUICK_ACTIONS = [
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/payments', label: 'View Payments' },
  { to: '/admin/verification', label: 'Verify Trainers' },
  { to: '/admin/inbox', label: 'Open Inbox' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** The section a pathname shows ('/admin/users/abc' → users); overview for anything else. */
export function sectionOfPath(pathname: string): AdminSection {
  const part = pathname.split('/')[2] ?? '';
  return ADMIN_SECTIONS.find((s) => s.id === part)?.id ?? 'overview';
}
