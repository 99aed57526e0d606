import { RouterProvider } from 'react-router/dom';
import { createQueryClient, setSessionEndHandler } from '../shared/api';
import { i18n } from '../shared/i18n';
import { getStoredDisplayCode, sessionStore } from '../shared/session';
import { showErrorDialog } from '../shared/ui/dialogs';
import { paths } from '../shared/url';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { createSessionEndHandler } from './session-end';

const queryClient = createQueryClient();
const router = createAppRouter();

setSessionEndHandler(
  createSessionEndHandler({
    currentToken: () => sessionStore.get()?.token,
    endSession: () => sessionStore.clear(),
    showDialog: showErrorDialog,
    goToLogin: () => {
      const code = getStoredDisplayCode();
      void router.navigate(code ? paths.login(code) : paths.landing, { replace: true });
    },
    t: i18n.t.bind(i18n),
  }),
);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
