import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { useSystemBrokers } from '../brokers';
import { NotFoundPage } from '../not-found';
import { secureStorage } from '../../shared/storage';
import { PageLoader } from '../../shared/ui/page-loader';
import { staffSessionStore, useStaffSession } from './staff-session';
import { StaffLoginPage } from './login/staff-login-page';
import { BackOfficeLayout } from './back-office-layout';

// The router may load this chunk while the app is still opening its storage (a reload on a back-office page):
// the stored staff session is read once storage is open, as boot reads the client's.
secureStorage.whenOpen(() => staffSessionStore.hydrate());

/**
 * Everything under /{code}/back_office: loaded as one lazy chunk, outside the client's guards and session. With
 * no staff session every path shows the staff login; with one, the layout and the pages the member may use.
 */
export function BackOfficeApp() {
  const { displayCode } = useParams();
  const brokers = useSystemBrokers();
  const session = useStaffSession();
  if (brokers.isPending) return <PageLoader />;
  const broker = brokers.data?.find((candidate) => candidate.displayCode === displayCode);
  if (!broker || !displayCode) return <NotFoundPage />;
  // A session of another broker's back office does not open this one.
  if (!session || session.staff.brokerCode !== broker.brokerCode) {
    return (
      <Container size="xs" py="xl">
        <StaffLoginPage brokerCode={broker.brokerCode} displayCode={displayCode} />
      </Container>
    );
  }
  return <BackOfficeLayout session={session} displayCode={displayCode} />;
}
