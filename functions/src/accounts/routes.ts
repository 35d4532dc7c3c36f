import { Router } from 'express';
import { callerOf } from '../http/auth';
import type { SignedIn } from '../http/signed-in';
import { parse } from '../http/validate';
import type { ServiceCatalog } from '../services';
import { deleteAccount, exportAccount, updateProfile } from './accounts';
import {
  profileBodySchema,
  type AccountExport,
  type DeleteAccountResult,
  type ProfileResult,
} from './schema';

/** The export's file name: the site's name and the day it was made. */
const exportFileName = (exportedAt: string) =>
  `tourist-guide-account-${exportedAt.slice(0, 10)}.json`;

/**
 * The signed-in account's own data: its export, its profile, its deletion. Every call checks the
 * token against revocation (one Auth lookup: these answer with or change a person's data) and
 * counts against the account's and its address's write allowances, the export too (it reads
 * everything the account wrote).
 */
export function accountsRouter(catalog: ServiceCatalog, signedIn: SignedIn): Router {
  const router = Router();
  const signed = signedIn.write;

  router.get('/account/export', ...signed, async (_req, res) => {
    const data = await exportAccount(callerOf(res.locals), catalog);
    res.attachment(exportFileName(data.exportedAt));
    res.json(data satisfies AccountExport);
  });

  router.put('/account/profile', ...signed, async (req, res) => {
    const body = parse(profileBodySchema, req.body, 'body');
    const result = await updateProfile(callerOf(res.locals), body);
    res.json(result satisfies ProfileResult);
  });

  router.delete('/account', ...signed, async (_req, res) => {
    const removed = await deleteAccount(callerOf(res.locals));
    res.json({ acknowledged: true, ...removed } satisfies DeleteAccountResult);
  });

  return router;
}
