import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../platform/config/repository-root';
import { documentedTransitions } from '../../platform/workflow/state-machine';
import { ipoApplicationStates, ipoIssueStates } from './ipo-states';

describe('the IPO state machines', () => {
  it('are the tables ARCHITECTURE.md shows', () => {
    const architecture = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
    expect(documentedTransitions(architecture, 'ipo')).toEqual(ipoIssueStates.transitions);
    expect(documentedTransitions(architecture, 'ipo-application')).toEqual(ipoApplicationStates.transitions);
  });
});
