// The audit feature's public surface for other features.
export { forgetInAudit, listAudit, recordDecision, type Actor } from './audit';
export { auditQuerySchema, type AuditAction, type AuditEntry } from './schema';
export { named, type SummaryPart } from './summary';
