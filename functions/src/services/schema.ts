import { z } from 'zod';
import { docIdSchema } from '../lib/ids';

export const serviceIdParamsSchema = z.strictObject({ id: docIdSchema });

/** A place the guide lists. `price` is in US dollars. */
export const serviceSchema = z.object({
  _id: docIdSchema,
  img: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
});

export type Service = z.infer<typeof serviceSchema>;
