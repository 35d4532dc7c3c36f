import { AppError } from '../errors/app-error';
import { dbStats } from './db-stats';

/** How long one database call may take before the API gives up and answers 503. */
export const DB_DEADLINE_MS = 3000;

/**
 * Runs one database call against a deadline. When Firestore cannot be reached the
 * client library retries for a long time; a person waiting on a page should get a
 * clear "try again" within seconds instead.
 */
export async function withDeadline<T>(work: Promise<T>, ms = DB_DEADLINE_MS): Promise<T> {
  dbStats.roundTrips += 1;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError('database_unavailable', 'The database is unavailable, please try again'),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
