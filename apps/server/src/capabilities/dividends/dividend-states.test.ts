import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../platform/config/repository-root';
import { documentedTransitions } from '../../platform/workflow/state-machine';
import { dividendAnnouncementStates } from './dividend-states';

describe('the dividend announcement state machine', () => {
  it('is the table ARCHITECTURE.md shows', () => {
    const architecture = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
    expect(documentedTransitions(architecture, 'dividend-announcement')).toEqual(
      dividendAnnouncementStates.transitions,
    );
  });
});
