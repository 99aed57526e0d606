import type { QuotePlan } from '@lantau/contract';

// The rules of quote plans that need no storage: how plans compare, what the web is served, what a request
// may ask for.

const rank: Record<QuotePlan, number> = { DELAYED: 0, CLICK: 1, LEVEL1: 2, LEVEL2: 3 };

/** Whether plan `a` gives at least what plan `b` gives. */
export function includesPlan(a: QuotePlan, b: QuotePlan): boolean {
  return rank[a] >= rank[b];
}

/** Level 1 is for the mobile app only (spec section 1): the web is served delayed data instead. */
export function webPlanOf(plan: QuotePlan): QuotePlan {
  return plan === 'LEVEL1' ? 'DELAYED' : plan;
}

/**
 * The plan a web request is served: what the client asked for when it asks for less than it is entitled to
 * (a cheaper view, say, to save clicks), never more.
 */
export function servedPlan(entitled: QuotePlan, requested: QuotePlan | undefined): QuotePlan {
  const web = webPlanOf(entitled);
  if (requested === undefined) return web;
  return webPlanOf(includesPlan(web, requested) ? requested : web);
}

/** Only Level 2 is real time without spending anything; everything else is served 15 minutes late in bulk. */
export const isLive = (plan: QuotePlan): boolean => plan === 'LEVEL2';
