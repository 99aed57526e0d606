import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths, useSealedSearch } from '../../shared/url';
import { useCurrentBroker } from '../../shared/broker';

interface ForgotPasswordLinkProps extends AnchorProps {
  children: ReactNode;
}

/** A real link to the forgot-password mode of the login page (its sealed query string says the mode). */
export function ForgotPasswordLink({ children, ...props }: ForgotPasswordLinkProps) {
  const broker = useCurrentBroker();
  const search = useSealedSearch({ mode: 'forgot', by: 'phone' });
  return (
    <Anchor
      component={Link}
      to={{ pathname: paths.login(broker.displayCode), search: search ?? '' }}
      // Until the query is sealed there is nothing to link to yet; a click then waits for nothing.
      aria-disabled={search === undefined || undefined}
      onClick={(event) => {
        if (search === undefined) event.preventDefault();
      }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
