import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
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

/**
 * A guarded step as a route of its flow: at the step's own path (flow-steps names it), its page shown only when
 * the earlier steps were done.
 */
export function guardedStepRoute<F extends FlowName>(
  guard: Omit<StepGuardProps<F>, 'children'>,
  page: ReactNode,
) {
  return (
    <Route
      key={guard.step}
      path={stepRoute(guard.flow, guard.step)}
      element={<StepGuard {...guard}>{page}</StepGuard>}
    />
  );
}
