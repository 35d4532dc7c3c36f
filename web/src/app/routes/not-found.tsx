import { ButtonLink } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <StatusPage
      code="4o4"
      title="Page Not Found"
      heading="Ops!! Page Not found: 4o4"
      detail="You provide wrong link ."
      actions={
        <>
          <ButtonLink to={paths.home}>Back to Home</ButtonLink>
          <ButtonLink to={paths.allServices} variant="secondary">
            Browse all places
          </ButtonLink>
        </>
      }
    />
  );
}

export { NotFoundPage as Component };
export default NotFoundPage;
