import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options } from 'express-rate-limit';
import { AppError } from '../errors/app-error';
import { metered, type RequestCost } from '../lib/db-stats';
import { CostAllowance } from './cost-allowance';

/*
 * Limits that fall on the caller who causes them, not on the people next to them (docs/api.md,
 * "Rate limits"):
 * - every signed-in account has an allowance of database work, charged by what each of its
 *   requests cost (documents read and written, at least one a request), and one of writes;
 * - callers who are not a verified account also share an allowance of their address: anonymous
 *   callers (no token, or one that failed) one of requests, each counted; accounts whose address
 *   is unproven one of requests that reached the database, so a request refused before any
 *   database work costs the others behind the address nothing. A verified account (every admin
 *   is one) is never refused for what others at its address did;
 * - failed authentication is counted per address in a bucket of its own: past it that address's
 *   failures answer 429, while valid tokens from the same address go on as before.
 * All of them live in each instance's memory: with `maxInstances` N the ceiling across the
 * function is N times these (docs/api.md says why this bound rather than a shared counter).
 */

export interface Limits {
  windowMs: number;
  /** Write requests one account may make per window. */
  writesPerUser: number;
  /** Documents one account's requests may read and write per window (each request at least 1). */
  costPerUser: number;
  /** Requests per window from one address without a valid token. */
  requestsPerIp: number;
  /** Requests per window that reach the database, from one address's unverified accounts. */
  unverifiedPerIp: number;
  /** Failed authentications one client address may make per window before they answer 429. */
  failedAuthPerIp: number;
}

/**
 * A person's page view makes one to three API calls reading a few dozen documents at most, so
 * 3,000 documents a minute is far beyond anyone browsing or writing; reading a 500-place saved
 * list from the start five times over is not. 1,200 requests a minute per address (20 a second
 * for a whole minute) is far above a person browsing without an account, whose public calls
 * Hosting's CDN mostly answers, and above what the new accounts behind one Hosting node read and
 * write before they verify their address. 60 failed sign-ins a minute leaves room for every visitor behind
 * one Hosting node whose token expired at once; a script guessing tokens meets it in seconds.
 */
export const DEFAULT_LIMITS: Limits = {
  windowMs: 60_000,
  writesPerUser: 30,
  costPerUser: 3_000,
  requestsPerIp: 1_200,
  unverifiedPerIp: 1_200,
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

export interface Limiters {
  /**
   * Before the routes, after identifyCaller: lets a request in while its account is in credit
   * and, for callers who are not a verified account, while their address is; charges what it
   * cost once it has answered.
   */
  admit: RequestHandler;
  /** After authentication: writes per account. */
  writes: RequestHandler;
  /**
   * Counts one failed authentication of `req`'s address; the error to answer with: `failure`
   * itself while the address is within its allowance, else a 429.
   */
  failedAuth(req: Request, failure: AppError): Promise<AppError>;
}

function windowStore(windowMs: number): MemoryStore {
  const store = new MemoryStore();
  store.init({ windowMs } as Options);
  return store;
}

/** One set of limiters for one app instance (one memory store each, shared by all its routes). */
export function createLimiters(limits: Limits): Limiters {
  const { windowMs } = limits;
  const accounts = new CostAllowance(limits.costPerUser, windowMs);
  const anonymous = windowStore(windowMs);
  const unverified = windowStore(windowMs);
  const failures = windowStore(windowMs);
  const fromNetwork = (reset: Date | undefined) =>
    limited('Too many requests from your network in a short time', secondsUntil(reset, windowMs));

  /** An anonymous request, counted as it comes: the 429 past the address's allowance, or null. */
  async function anonymousAdmitted(address: string): Promise<AppError | null> {
    const { totalHits, resetTime } = await anonymous.increment(address);
    return totalHits <= limits.requestsPerIp ? null : fromNetwork(resetTime);
  }

  /** An unverified account's request, counted once it reaches the database (see `admit`). */
  async function unverifiedAdmitted(address: string): Promise<AppError | null> {
    const info = await unverified.get(address);
    return (info?.totalHits ?? 0) < limits.unverifiedPerIp ? null : fromNetwork(info?.resetTime);
  }

  const admit: RequestHandler = (req, res, next) => {
    const identity = res.locals.identity ?? { kind: 'anonymous' };
    const account = identity.kind === 'signed' ? identity.caller : null;
    const address = addressKey(req);
    const wait = account ? accounts.wait(account.uid) : 0;
    if (wait > 0) {
      next(limited('Too many requests from your account in a short time', wait));
      return;
    }
    // Admins are verified accounts too (requireAdmin): an unverified claim gets nothing.
    const sharesAddress = !account?.emailVerified;
    const checked = !account
      ? anonymousAdmitted(address)
      : sharesAddress
        ? unverifiedAdmitted(address)
        : null;
    Promise.resolve(checked).then((refused) => {
      if (refused) {
        next(refused);
        return;
      }
      const cost: RequestCost = { reads: 0, writes: 0 };
      let charged = false;
      const charge = () => {
        if (charged) return;
        charged = true;
        const docs = cost.reads + cost.writes;
        if (account) accounts.charge(account.uid, Math.max(1, docs + (cost.work ?? 0)));
        if (account && sharesAddress && docs > 0) void unverified.increment(address);
      };
      // Charged as the answer is sent, before the caller can read it and ask again (or when the
      // request is cut short: 'close').
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        charge();
        return end(...args);
      }) as Response['end'];
      res.once('close', charge);
      metered(cost, next);
    }, next);
  };

  return {
    admit,
    writes: rateLimit({
      windowMs,
      limit: limits.writesPerUser,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Keyed on the account, never on req.ip (which client-address.ts decides).
      validate: { ip: false },
      handler: (req, _res, next, options) => {
        const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        next(limited('Too many changes in a short time', secondsUntil(reset, options.windowMs)));
      },
      keyGenerator: (_req, res) => `user:${res.locals.caller?.uid}`,
    }),
    async failedAuth(req, failure) {
      const { totalHits, resetTime } = await failures.increment(addressKey(req));
      if (totalHits <= limits.failedAuthPerIp) return failure;
      return limited(
        'Too many failed sign-ins from your network',
        secondsUntil(resetTime, windowMs),
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
 * The deployed limits, each optionally overridden (functions/.env): WRITE_LIMIT_PER_USER,
 * COST_LIMIT_PER_USER, REQUEST_LIMIT_PER_IP, UNVERIFIED_LIMIT_PER_IP, AUTH_FAILURE_LIMIT_PER_IP. The local benches raise
 * them, because all their simulated users share one loopback address.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  return {
    windowMs: DEFAULT_LIMITS.windowMs,
    writesPerUser: positiveInteger(env, 'WRITE_LIMIT_PER_USER', DEFAULT_LIMITS.writesPerUser),
    costPerUser: positiveInteger(env, 'COST_LIMIT_PER_USER', DEFAULT_LIMITS.costPerUser),
    requestsPerIp: positiveInteger(env, 'REQUEST_LIMIT_PER_IP', DEFAULT_LIMITS.requestsPerIp),
    unverifiedPerIp: positiveInteger(
      env,
      'UNVERIFIED_LIMIT_PER_IP',
      DEFAULT_LIMITS.unverifiedPerIp,
    ),
    failedAuthPerIp: positiveInteger(
      env,
      'AUTH_FAILURE_LIMIT_PER_IP',
      DEFAULT_LIMITS.failedAuthPerIp,
    ),
  };
}
