import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function Component() {
  return (
    <>
      <PageTitle title="Sign Up" />
      <AuthCard title="Sign Up" intro="Create an account to review the places you have visited.">
        <SignupForm />
      </AuthCard>
    </>
  );
}
