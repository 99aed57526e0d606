import { useUserConfiguration } from '../user-configuration';

/** DISPLAY_TABLE_STRIPE, the user's choice saved on the server; striped (the server's default) until known. */
export function useTableStripe(): boolean {
  return useUserConfiguration('DISPLAY_TABLE_STRIPE', true);
}
