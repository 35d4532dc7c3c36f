// The audit feature's public surface for other features.
export { listAudit, recordDecision, type Actor } from './audit';
