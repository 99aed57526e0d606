import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FlowStepPage } from './flow-pages';
import { missingStep, stepRoute, type FlowName, type FlowStep } from './flow-steps';

interface StepGuardProps<F extends FlowName> {
  flow: F;
  step: FlowStep<F>;
  chosen: Partial<Record<FlowStep<F>, boolean>>;
  /** The flow's root path; a step's route is relative to it. */
  root: string;
  children: ReactNode;
}

/**
 * Shows a step's page (with where the user stands) only when the earlier steps were done; otherwise sends the
 * user to the first one missing.
 */
export function StepGuard<F extends FlowName>({ flow, step, chosen, root, children }: StepGuardProps<F>) {
  const missing = missingStep(flow, step, chosen);
  if (missing === undefined) {
    return (
      <FlowStepPage flow={flow} step={step}>
        {children}
      </FlowStepPage>
    );
  }
  const route = stepRoute(flow, missing);
  return <Navigate to={route ? `${root}/${route}` : root} replace />;
}
