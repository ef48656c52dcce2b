import { useEffect } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AdminLoginForm } from './admin-login-form';
import { AuthCard } from './auth-card';
import { showSignedOutNotice } from '../signed-out-notice';

/** /admin-login (docs/product.md#accounts-and-roles). Inside `<WithFirebase>`. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  useEffect(showSignedOutNotice, []);
  return (
    <AuthCard title="Admin Login" subtitle="Restricted to SkillSetu administrators">
      <AdminLoginForm />
    </AuthCard>
  );
}
