/** The send job's queue (jobs.ts): named apart, so that queueing a document does not load the job list. */
export const EINVOICING_SEND_QUEUE = 'einvoicing.send' as const;
