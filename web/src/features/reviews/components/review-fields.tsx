import { TextAreaField } from '@/components/ui/field';
import { StarInput } from '@/components/ui/star-input';
import { MESSAGE_MAX } from './review-validation';

/**
 * A review's stars and text, as both review forms ask for them: the stars required, the text
 * required and counted against the API's limit as it is typed. Each form names its text area.
 */
export function ReviewFields({
  rating,
  text,
  errors,
  onRating,
  onText,
  textArea,
}: {
  rating: number | null;
  text: string;
  errors: { rating?: string | null; message?: string | null };
  onRating: (value: number) => void;
  onText: (value: string) => void;
  textArea: { id: string; name: string; label: string; placeholder?: string; rows: number };
}) {
  return (
    <>
      <StarInput
        name="rating"
        legend="Your rating"
        value={rating}
        onChange={onRating}
        error={errors.rating}
        required
      />
      <TextAreaField
        {...textArea}
        value={text}
        onChange={(event) => onText(event.target.value)}
        maxLength={MESSAGE_MAX}
        required
        error={errors.message}
        hint={`${text.length}/${MESSAGE_MAX} characters`}
      />
    </>
  );
}
