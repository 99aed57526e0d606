/**
 * The step flows of spec section 2: select currency, (deposit: remittance method), fill in information,
 * confirm, completed. Each step is a route of its flow; the indicator shows where the user stands.
 */
export const flowSteps = {
  deposit: ['currency', 'method', 'details', 'confirm', 'done'],
  withdrawal: ['currency', 'details', 'done'],
  exchange: ['currency', 'details', 'done'],
  transfer: ['currency', 'details', 'done'],
  ddi: ['currency', 'details', 'done'],
} as const;

export type FlowName = keyof typeof flowSteps;
export type FlowStep<F extends FlowName = FlowName> = (typeof flowSteps)[F][number];

/** The route segment of each step (spec section 2 names them: root, method, form_submission...). */
const stepRoutes: Record<FlowName, Record<string, string>> = {
  deposit: {
    currency: '',
    method: 'method',
    details: 'form_submission',
    confirm: 'confirmation',
    done: 'success',
  },
  withdrawal: { currency: '', details: 'form_submission', done: 'success' },
  exchange: { currency: '', details: '', done: 'success' },
  transfer: { currency: '', details: '', done: 'success' },
  ddi: { currency: '', details: 'ddi_form_submission', done: 'success' },
};

export function stepRoute<F extends FlowName>(flow: F, step: FlowStep<F>): string {
  return stepRoutes[flow][step] ?? '';
}

/** Where a step stands in its flow, from 0. */
export function stepIndex<F extends FlowName>(flow: F, step: FlowStep<F>): number {
  return (flowSteps[flow] as readonly string[]).indexOf(step);
}

/**
 * A later step opened without what the earlier ones chose (a reload, a bookmark): the step to send the user
 * back to, the first whose choice is missing; undefined when the step may show.
 */
export function missingStep<F extends FlowName>(
  flow: F,
  step: FlowStep<F>,
  chosen: Partial<Record<FlowStep<F>, boolean>>,
): FlowStep<F> | undefined {
  const steps = flowSteps[flow] as readonly FlowStep<F>[];
  return steps.slice(0, stepIndex(flow, step)).find((earlier) => !chosen[earlier]);
}
