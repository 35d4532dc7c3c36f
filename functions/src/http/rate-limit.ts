import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

export interface WriteLimits {
  windowMs: number;
  /** Writes one signed-in user may make per window. */
  perUser: number;
  /** Writes one client address may make per window (several accounts behind one address). */
  perIp: number;
}

export const DEFAULT_WRITE_LIMITS: WriteLimits = { windowMs: 60_000, perUser: 30, perIp: 120 };

const tooMany: Options['handler'] = (req, _res, next, options) => {
  const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = reset
    ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000))
    : Math.ceil(options.windowMs / 1000);
  next(
    new AppError('rate_limited', `Too many changes in a short time; try again in ${seconds} s`, {
      'Retry-After': String(seconds),
    }),
  );
};

/**
 * In-memory limits, per function instance: with maxInstances N the real ceiling is
 * N times these, which still bounds abuse; a shared store would cost a database
 * write per request.
 */
export function writeLimiters(limits: WriteLimits): {
  perIp: RequestHandler;
  perUser: RequestHandler;
} {
  const common = {
    windowMs: limits.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooMany,
  } as const;
  return {
    perIp: rateLimit({
      ...common,
      limit: limits.perIp,
      // IPv6 clients are grouped by /56 so one host cannot rotate addresses. Behind the
      // Functions emulator the app is reached over a unix socket and has no address.
      keyGenerator: (req) => (req.ip ? `ip:${ipKeyGenerator(req.ip)}` : 'ip:unknown'),
      validate: { ip: false },
    }),
    perUser: rateLimit({
      ...common,
      limit: limits.perUser,
      keyGenerator: (_req, res) =>
        `user:${(res.locals as { caller?: { uid: string } }).caller?.uid}`,
    }),
  };
}

/**
 * The deployed limits, optionally overridden by WRITE_LIMIT_PER_USER and
 * WRITE_LIMIT_PER_IP (functions/.env). The local load bench raises the per-address
 * limit because all its simulated users share one loopback address.
 */
export function writeLimitsFromEnv(env: NodeJS.ProcessEnv): WriteLimits {
  const read = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive integer`);
    return value;
  };
  return {
    windowMs: DEFAULT_WRITE_LIMITS.windowMs,
    perUser: read('WRITE_LIMIT_PER_USER', DEFAULT_WRITE_LIMITS.perUser),
    perIp: read('WRITE_LIMIT_PER_IP', DEFAULT_WRITE_LIMITS.perIp),
  };
}
