import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffPermission } from '@lantau/contract';

/** One screen of the back office: a queue or a view, reached from the navigation. */
export interface BackOfficePage {
  /** URL segment under /{code}/back_office/ */
  path: string;
  /** Text key in the backoffice namespace for the navigation label ('ns:key' for another namespace). */
  label: string;
  /** Shown and reachable only with this permission. */
  permission: StaffPermission;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every back-office screen, in navigation order. Each page's code loads on its first visit; the navigation and
 * the routes are both built from this list, so a member never sees nor reaches a page they may not use.
 * Append new screens here (the client-facing queues of other features live in their own folders).
 */
export const backOfficePages: BackOfficePage[] = [
  {
    path: 'deposits',
    label: 'nav.deposits',
    permission: 'deposits.verify',
    Page: lazy(() => import('./funds/deposits-page').then((module) => ({ default: module.DepositsPage }))),
  },
  {
    path: 'payments',
    label: 'nav.payments',
    permission: 'withdrawals.prepare',
    Page: lazy(() => import('./funds/payments-page').then((module) => ({ default: module.PaymentsPage }))),
  },
  {
    path: 'approvals',
    label: 'nav.approvals',
    permission: 'funds.approve',
    Page: lazy(() => import('./funds/approvals-page').then((module) => ({ default: module.ApprovalsPage }))),
  },
  {
    path: 'exchanges',
    label: 'nav.exchanges',
    permission: 'exchanges.process',
    Page: lazy(() => import('./funds/exchanges-page').then((module) => ({ default: module.ExchangesPage }))),
  },
  {
    path: 'edda',
    label: 'nav.edda',
    permission: 'edda.review',
    Page: lazy(() => import('./funds/edda-page').then((module) => ({ default: module.EddaPage }))),
  },
  {
    path: 'dividends',
    label: 'nav.dividends',
    permission: 'dividends.manage',
    Page: lazy(() =>
      import('./dividends/dividends-page').then((module) => ({ default: module.DividendsPage })),
    ),
  },
  {
    path: 'ipos',
    label: 'nav.ipos',
    permission: 'ipo.manage',
    Page: lazy(() => import('./ipo/ipo-desk-page').then((module) => ({ default: module.IpoDeskPage }))),
  },
  {
    path: 'quote_plans',
    label: 'backofficeclients:nav.quotePlans',
    permission: 'quotePlans.process',
    Page: lazy(() =>
      import('./clients/quote-plans-page').then((module) => ({ default: module.QuotePlansPage })),
    ),
  },
  {
    path: 'announcements',
    label: 'backofficeclients:nav.announcements',
    permission: 'announcements.publish',
    Page: lazy(() =>
      import('./clients/announcements-page').then((module) => ({ default: module.AnnouncementsPage })),
    ),
  },
  {
    path: 'clients',
    label: 'backofficeclients:nav.clients',
    permission: 'clients.view',
    Page: lazy(() =>
      import('./clients/client-lookup-page').then((module) => ({ default: module.ClientLookupPage })),
    ),
  },
  {
    path: 'feedback',
    label: 'backofficeclients:nav.feedback',
    permission: 'clients.view',
    Page: lazy(() => import('./clients/feedback-page').then((module) => ({ default: module.FeedbackPage }))),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    permission: 'audit.view',
    Page: lazy(() => import('./audit/audit-page').then((module) => ({ default: module.AuditPage }))),
  },
];

/** The pages a member with these permissions may use, in navigation order. */
export function pagesFor(permissions: readonly StaffPermission[]): BackOfficePage[] {
  return backOfficePages.filter((page) => permissions.includes(page.permission));
}
