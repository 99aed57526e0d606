import { Link } from 'react-router';
import { paths } from '../../shared/url';
import { BrokerIdentity } from './broker-identity';
import { useCurrentBroker } from '../../shared/broker';

/** The header brand of a broker's public pages; leads to its login. */
export function BrokerBrandLink() {
  const broker = useCurrentBroker();
  return (
    <Link to={paths.login(broker.displayCode)} className="brand-link">
      <BrokerIdentity broker={broker} />
    </Link>
  );
}
