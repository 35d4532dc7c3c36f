// The audit feature's public surface for other features.
export { listAudit, recordDecision, type Actor } from './audit';
export { auditQuerySchema, type AuditEntry } from './schema';
