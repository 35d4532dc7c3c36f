import { isApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { reportPhoto } from '../api/report-photo';

export const PHOTO_REPORT_CONFIRMATION = 'Report this photo to the moderators?';

/**
 * "Report photo": asks first, then reports it (as "other": the note names the photo) and says
 * how it went in a toast. A reader who reported the review before has nothing more to send.
 */
export async function sendPhotoReport(reviewId: string, photoId: string): Promise<void> {
  if (!window.confirm(PHOTO_REPORT_CONFIRMATION)) return;
  try {
    await reportPhoto(reviewId, photoId, { reason: 'other' });
    toast.success('Thanks, a moderator will look at this photo.');
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      toast('You have already reported this review: a moderator will look at it.');
      return;
    }
    toast.error(error instanceof Error ? error.message : 'The report could not be sent.');
  }
}
