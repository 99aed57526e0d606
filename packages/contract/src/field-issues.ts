import { z } from 'zod';

/** A field-level problem carried in the data of an E1000 (invalid request) envelope. */
export const fieldIssueSchema = z.object({
  /** Where the problem is: 'query.key', 'body.amount', 'params.market'. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
