import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefObject, UIEventHandler } from 'react';
import { ScrollToReadText } from './scroll-to-read-text';

export const DISCLAIMER_HINT_ID = 'login-disclaimer-hint';

interface DisclaimerBoxProps {
  content: string | undefined;
  reached: boolean;
  boxRef: RefObject<HTMLDivElement | null>;
  onScroll: UIEventHandler<HTMLDivElement>;
}

/** The broker's login disclaimers, which must be scrolled to the end before the terms can be accepted. */
export function DisclaimerBox({ content, reached, boxRef, onScroll }: DisclaimerBoxProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text component="h2" fw={600} size="sm" id="login-disclaimers-title">
        {t('login.disclaimers')}
      </Text>
      <ScrollToReadText
        content={content}
        labelledBy="login-disclaimers-title"
        hint={reached ? t('login.scrolledHint') : t('login.scrollHint')}
        hintId={DISCLAIMER_HINT_ID}
        boxRef={boxRef}
        onScroll={onScroll}
      />
    </Stack>
  );
}
