import type { ContractCase } from '../case';
import { accountCases } from './accounts';
import { adminCases } from './admin';
import { bodyLimitCases } from './body-limits';
import { costCases } from './costs';
import { cursorCases } from './cursors';
import { errorShapeCases } from './error-shape';
import { headerCases } from './headers';
import { helpfulCases } from './helpful';
import { hostileInputCases } from './hostile-input';
import { moderationCases } from './moderation';
import { ownerCases } from './owners';
import { ownershipCases } from './ownership';
import { photoCases } from './photos';
import { rateLimitCases } from './rate-limits';
import { savedCases } from './saved';
import { searchCases } from './search';
import { tokenCases } from './tokens';

/** Every promise the API makes about its edge, checked on every target from this one list. */
export const CONTRACT: ContractCase[] = [
  ...tokenCases,
  ...ownershipCases,
  ...bodyLimitCases,
  ...hostileInputCases,
  ...errorShapeCases,
  ...headerCases,
  ...rateLimitCases,
  ...adminCases,
  ...cursorCases,
  ...moderationCases,
  ...costCases,
  ...accountCases,
  ...ownerCases,
  ...helpfulCases,
  ...savedCases,
  ...searchCases,
  ...photoCases,
];
