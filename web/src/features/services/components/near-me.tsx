import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * `near` for a position: each degree rounded to 2 decimals, all the page ever keeps of it (in
 * its URL, and so in the API's and the CDN's logs), never the browser's exact reading.
 */
export function nearFrom(lat: number, lng: number): string {
  const round = (degrees: number) => String(Math.round(degrees * 100) / 100 || 0);
  return `${round(lat)},${round(lng)}`;
}

/** Why the reader's position could not be had: they (or the site's policy) refused, or no reading. */
type Problem = 'refused' | 'unavailable';

const MESSAGES: Record<Problem, string> = {
  refused:
    "We couldn't get your location: your browser did not share it. The places keep their usual order.",
  unavailable: "We couldn't get your location right now. The places keep their usual order.",
};

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every browser's global). */
const PERMISSION_DENIED = 1;

/**
 * "Near me": asks the browser where the reader is and hands the page `near` (the position rounded
 * to 2 decimals: nothing finer is kept, sent or logged), or null to go back to the usual order
 * when pressed again. Refused or unavailable, it says so and the order stays as it was.
 */
export function NearMe({
  active,
  onNear,
}: {
  /** Whether the page is sorted by distance from the reader now. */
  active: boolean;
  onNear: (near: string | null) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  function ask() {
    setProblem(null);
    if (active) {
      onNear(null);
      return;
    }
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem('unavailable');
      return;
    }
    setAsking(true);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        onNear(nearFrom(coords.latitude, coords.longitude));
      },
      (error) => {
        setAsking(false);
        setProblem(error.code === PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      // A reading to the nearest kilometre or so is all the sort needs.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <>
      <Button variant="secondary" size="small" busy={asking} aria-pressed={active} onClick={ask}>
        Near me
      </Button>
      {problem && <Alert>{MESSAGES[problem]}</Alert>}
    </>
  );
}
