// The least a login page can download on the chosen stack: React 19 and React DOM, React Router's data router,
// i18next with react-i18next, TanStack Query and Mantine's provider with the form's five components, and no
// code of ours (no API client, no contract or zod, no encrypted storage, no error reports). `npm run
// bench:web` builds it beside the real app: the login route cannot weigh less than this.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, MantineProvider, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });

function LoginForm() {
  const { t } = useTranslation();
  useQuery({ queryKey: ['brokers'], queryFn: () => fetch('/market-api/systems/brokers') });
  const login = useMutation({ mutationFn: () => fetch('/api/auths/logins', { method: 'POST' }) });
  return (
    <Paper>
      <Stack>
        <TextInput label={t('login.userId')} />
        <PasswordInput label={t('login.password')} />
        <Checkbox label={t('login.agree')} />
        <Button onClick={() => login.mutate()}>{t('login.submit')}</Button>
      </Stack>
    </Paper>
  );
}

const router = createBrowserRouter([{ path: '*', Component: LoginForm }]);
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </MantineProvider>,
);
