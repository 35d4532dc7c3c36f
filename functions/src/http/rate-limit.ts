import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

/*
 * Limits that fall on abusers, not on the people next to them (docs/api.md, "Rate limits"):
 * - writes are counted after the caller is authenticated: per account, and per client address
 *   across the accounts behind it. A request without a valid token never touches them;
 * - failed authentication (no token, a bad or revoked one) is counted per address in a bucket
 *   of its own: past it that address's failures answer 429, while valid tokens from the same
 *   address go on as before;
 * - reads are counted per address, at a ceiling far above what a person browsing makes, so only
 *   a script meets it.
 * All of them live in each instance's memory: with `maxInstances` N the ceiling across the
 * function is N times these (docs/api.md says why this bound rather than a shared counter).
 */

export interface WriteLimits {
  windowMs: number;
  /** Writes one signed-in account may make per window. */
  perUser: number;
  /** Signed-in writes one client address may make per window (several accounts behind one address). */
  perIp: number;
}

export interface AddressLimits {
  windowMs: number;
  /** Reads (GET, HEAD, OPTIONS) one client address may make per window. */
  readsPerIp: number;
  /** Failed authentications one client address may make per window before they answer 429. */
  failedAuthPerIp: number;
}

export const DEFAULT_WRITE_LIMITS: WriteLimits = { windowMs: 60_000, perUser: 30, perIp: 120 };

/**
 * 1,200 reads a minute is 20 a second for a whole minute: a person's page view makes one to
 * three API calls (and Hosting's CDN answers most public ones), so nobody browsing comes near it.
 * 60 failed sign-ins a minute leaves room for every visitor behind one Hosting node whose token
 * expired at once; a script guessing tokens meets it in seconds.
 */
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  windowMs: 60_000,
  readsPerIp: 1_200,
  failedAuthPerIp: 60,
};

/** The key of a request's client address (req.ip: see client-address.ts for whose word it is). */
function addressKey(req: Request): string {
  // IPv6 clients are grouped by /56 so one host cannot rotate addresses. Behind the Functions
  // emulator the app is reached over a unix socket with the front end's address in the header;
  // a request with no address at all shares one key.
  return req.ip ? `ip:${ipKeyGenerator(req.ip)}` : 'ip:unknown';
}

const secondsUntil = (reset: Date | undefined, windowMs: number): number =>
  reset
    ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000))
    : Math.ceil(windowMs / 1000);

function limited(message: string, seconds: number): AppError {
  return new AppError('rate_limited', `${message}; try again in ${seconds} s`, {
    'Retry-After': String(seconds),
  });
}

const tooMany =
  (message: string): Options['handler'] =>
  (req, _res, next, options) => {
    const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    next(limited(message, secondsUntil(reset, options.windowMs)));
  };

const common = (windowMs: number) =>
  ({
    windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The key is req.ip, which client-address.ts decides; it is empty behind the emulator's
    // unix socket, which express-rate-limit's own check would only warn about.
    validate: { ip: false },
  }) as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const callerUid = (res: Response) => (res.locals as { caller?: { uid: string } }).caller?.uid;

export interface Limiters {
  /** After authentication: writes per account. */
  perUser: RequestHandler;
  /** After authentication: signed-in writes per address. */
  perIp: RequestHandler;
  /** Before anything else: reads (GET, HEAD, OPTIONS) per address; other methods pass. */
  reads: RequestHandler;
  /**
   * Counts one failed authentication of `req`'s address; the error to answer with: `failure`
   * itself while the address is within its allowance, else a 429.
   */
  failedAuth(req: Request, failure: AppError): Promise<AppError>;
}

/** One set of limiters for one app instance (one memory store each, shared by all its routes). */
export function createLimiters(writes: WriteLimits, addresses: AddressLimits): Limiters {
  const failures = new MemoryStore();
  failures.init({ windowMs: addresses.windowMs } as Options);
  return {
    perUser: rateLimit({
      ...common(writes.windowMs),
      limit: writes.perUser,
      handler: tooMany('Too many changes in a short time'),
      keyGenerator: (_req, res) => `user:${callerUid(res)}`,
    }),
    perIp: rateLimit({
      ...common(writes.windowMs),
      limit: writes.perIp,
      handler: tooMany('Too many changes from your network in a short time'),
      keyGenerator: (req) => addressKey(req),
    }),
    reads: rateLimit({
      ...common(addresses.windowMs),
      limit: addresses.readsPerIp,
      skip: (req) => !READS.has(req.method),
      handler: tooMany('Too many requests in a short time'),
      keyGenerator: (req) => addressKey(req),
    }),
    async failedAuth(req, failure) {
      const { totalHits, resetTime } = await failures.increment(addressKey(req));
      if (totalHits <= addresses.failedAuthPerIp) return failure;
      return limited(
        'Too many failed sign-ins from your network',
        secondsUntil(resetTime, addresses.windowMs),
      );
    },
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * The deployed write limits, optionally overridden by WRITE_LIMIT_PER_USER and
 * WRITE_LIMIT_PER_IP (functions/.env). The local load bench raises them because all its
 * simulated users share one loopback address.
 */
export function writeLimitsFromEnv(env: NodeJS.ProcessEnv): WriteLimits {
  return {
    windowMs: DEFAULT_WRITE_LIMITS.windowMs,
    perUser: positiveInteger(env, 'WRITE_LIMIT_PER_USER', DEFAULT_WRITE_LIMITS.perUser),
    perIp: positiveInteger(env, 'WRITE_LIMIT_PER_IP', DEFAULT_WRITE_LIMITS.perIp),
  };
}

/** The deployed address limits, optionally overridden by READ_LIMIT_PER_IP and AUTH_FAILURE_LIMIT_PER_IP. */
export function addressLimitsFromEnv(env: NodeJS.ProcessEnv): AddressLimits {
  return {
    windowMs: DEFAULT_ADDRESS_LIMITS.windowMs,
    readsPerIp: positiveInteger(env, 'READ_LIMIT_PER_IP', DEFAULT_ADDRESS_LIMITS.readsPerIp),
    failedAuthPerIp: positiveInteger(
      env,
      'AUTH_FAILURE_LIMIT_PER_IP',
      DEFAULT_ADDRESS_LIMITS.failedAuthPerIp,
    ),
  };
}
