import { LoadingBlock } from '@/components/ui/spinner';

/** Shown while the first page's code and data arrive. */
export function AppLoading() {
  return <LoadingBlock label="Loading Tourist Guide…" />;
}
