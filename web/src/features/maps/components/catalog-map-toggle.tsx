import { Button } from '@/components/ui/button';

/** The catalogue's "Map" toggle: pressed, the page shows its places on a map above the list. */
export function CatalogMapToggle({
  pressed,
  controls,
  onToggle,
}: {
  pressed: boolean;
  /** The map's id, while it is shown. */
  controls: string;
  onToggle: (pressed: boolean) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="small"
      aria-pressed={pressed}
      aria-controls={pressed ? controls : undefined}
      onClick={() => onToggle(!pressed)}
    >
      Map
    </Button>
  );
}
