import { z } from 'zod';
import { defineCall } from './define-call';
import { localizedTextSchema } from '../headers';

// The broker's notices and announcements as its clients read them on home (the staff write and publish them:
// back-office.ts). Apart from the back office's calls: home's first screen loads this module, and building the
// back office's schemas there cost a phone's main thread before the greeting (bench/README.md, session 37).

/** A notice (short, operational) or an announcement (news from the broker); both show on the home page. */
export const announcementKinds = ['NOTICE', 'ANNOUNCEMENT'] as const;
export const announcementKindSchema = z.enum(announcementKinds);

/** What a client sees of a published announcement, in all three languages (the web picks its own). */
export const clientAnnouncementSchema = z.object({
  announcementID: z.string(),
  kind: announcementKindSchema,
  title: localizedTextSchema,
  content: localizedTextSchema,
  publishedAt: z.string(),
});
export type ClientAnnouncement = z.infer<typeof clientAnnouncementSchema>;

export const getAnnouncements = defineCall({
  service: 'main',
  method: 'GET',
  path: '/announcements',
  summary: "The latest published notices and announcements of the client's broker, newest first",
  access: 'client',
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
  data: z.array(clientAnnouncementSchema),
});
