import { z } from 'zod';
import { docIdSchema } from '../lib/ids';
import { serviceRatingSchema } from './rating';

export { serviceRatingSchema, type ServiceRating } from './rating';

export const serviceIdParamsSchema = z.strictObject({ id: docIdSchema });

/** A place as it is made (seeded, imported, edited): what people write. `price` is in US dollars. */
export const serviceInputSchema = z.object({
  _id: docIdSchema,
  img: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** A place as the API answers it: what people wrote, and what its reviews make of it. */
export const serviceSchema = serviceInputSchema.extend({ rating: serviceRatingSchema });
export type Service = z.infer<typeof serviceSchema>;
