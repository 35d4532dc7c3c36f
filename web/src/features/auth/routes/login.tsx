import { SiteMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function Component() {
  return (
    <>
      <SiteMeta path={paths.login} />
      <PageTitle title="Login" />
      <AuthCard title="Login" intro="Welcome back! Log in to add and manage your reviews.">
        <LoginForm />
      </AuthCard>
    </>
  );
}

export default Component;
