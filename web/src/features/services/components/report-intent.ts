/** What the place page's action answers a report with (routes/service-detail.tsx). */
export type ReportOutcome = { reported: true } | { reported: false; error: string };

/** The intent the place page's action knows a report by. */
export const REPORT_INTENT = 'report';
