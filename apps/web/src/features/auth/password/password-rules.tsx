import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from '@lantau/domain';
import { LineDrawing } from '../../../shared/ui/icons';

/** The password rules of spec section 5, one by one, so the checklist can tick each as the user types. */
export const passwordRules = [
  {
    key: 'length',
    label: 'password.rules.length',
    met: (password: string) =>
      password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { key: 'upper', label: 'password.rules.upper', met: (password: string) => /[A-Z]/.test(password) },
  { key: 'lower', label: 'password.rules.lower', met: (password: string) => /[a-z]/.test(password) },
  { key: 'digit', label: 'password.rules.digit', met: (password: string) => /\d/.test(password) },
  {
    key: 'characters',
    label: 'password.rules.characters',
    met: (password: string) =>
      password.length > 0 &&
      [...password].every((char) => /[A-Za-z0-9]/.test(char) || PASSWORD_SYMBOLS.includes(char)),
  },
] as const;

const Tick = () => (
  <LineDrawing size={12} strokeWidth={3}>
    <path d="M5 12l5 5 9-11" />
  </LineDrawing>
);
const Dot = () => (
  <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true">
    <circle cx="4" cy="4" r="3" fill="currentColor" />
  </svg>
);

/**
 * A checklist of the rules that ticks as the user types. It is not a live region (it would speak at every
 * key press); each item says whether it is met, for whoever reads the list.
 */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600} id={`${id}-title`}>
        {t('password.rules.title')}
      </Text>
      <List id={id} aria-labelledby={`${id}-title`} size="sm" spacing={2} mt={4} center>
        {passwordRules.map((rule) => {
          const met = rule.met(password);
          return (
            <List.Item
              key={rule.key}
              data-met={met}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={met ? 'teal' : 'gray'}
                  variant={met ? 'filled' : 'light'}
                >
                  {met ? <Tick /> : <Dot />}
                </ThemeIcon>
              }
            >
              <VisuallyHidden>{met ? t('password.rules.met') : t('password.rules.notMet')}</VisuallyHidden>
              {t(rule.label, {
                min: PASSWORD_MIN_LENGTH,
                max: PASSWORD_MAX_LENGTH,
                symbols: PASSWORD_SYMBOLS,
              })}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
