import { useAsyncError, useRevalidator } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * What an `<Await>` shows when the data a page loaded failed (its `errorElement`): why, and a
 * way to load it again. The error is logged.
 */
export function LoadFailed({
  failedText,
  heading,
  explain,
  className,
}: {
  /** Said of an error that has no message of its own. */
  failedText: string;
  /** The page's heading, where the failure takes the place of its content. */
  heading?: string;
  /** The page's own words for an error it knows (undefined: the error's message). */
  explain?: (error: unknown) => string | undefined;
  className?: string;
}) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <div className={className}>
      {heading && <h1>{heading}</h1>}
      <Alert>{explain?.(error) ?? (error instanceof Error ? error.message : failedText)}</Alert>
      <Button onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
        Try again
      </Button>
    </div>
  );
}
