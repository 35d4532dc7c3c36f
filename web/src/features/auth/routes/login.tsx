import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function Component() {
  return (
    <>
      <PageTitle title="Login" />
      <AuthCard title="Login" intro="Welcome back! Log in to add and manage your reviews.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
