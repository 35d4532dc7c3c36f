import type { Target } from './targets';

export type Area =
  | 'tokens'
  | 'ownership'
  | 'body limits'
  | 'hostile input'
  | 'error shape'
  | 'rate limits'
  | 'headers'
  | 'admin'
  | 'cursors'
  | 'moderation'
  | 'costs'
  | 'accounts'
  | 'owners'
  | 'helpful'
  | 'saved'
  | 'search'
  | 'photos';

/** One promise of the API, checked the same way on every target. */
export interface ContractCase {
  area: Area;
  /** What it proves, as a sentence. */
  name: string;
  run(t: Target): Promise<void>;
  timeoutMs?: number;
}
