import { SiteMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function Component() {
  return (
    <>
      <SiteMeta path={paths.signup} />
      <PageTitle title="Sign Up" />
      <AuthCard title="Sign Up" intro="Create an account to review the places you have visited.">
        <SignupForm />
      </AuthCard>
    </>
  );
}

export default Component;
