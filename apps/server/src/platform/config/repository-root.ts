import { fileURLToPath } from 'node:url';

/** The repository's root folder (data/, apps/web/dist and the documents are found from it). */
export const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
