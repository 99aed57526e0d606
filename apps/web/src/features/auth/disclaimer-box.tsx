import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefObject, UIEventHandler } from 'react';
import { TextParagraphs } from '../../shared/ui/text-paragraphs';

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
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={boxRef}
        className="disclaimer-box"
        role="region"
        aria-labelledby="login-disclaimers-title"
        tabIndex={0}
        onScroll={onScroll}
      >
        {content === undefined ? <Skeleton height={80} /> : <TextParagraphs text={content} size="sm" />}
      </div>
      <Text id={DISCLAIMER_HINT_ID} size="sm" c="dimmed" aria-live="polite">
        {reached ? t('login.scrolledHint') : t('login.scrollHint')}
      </Text>
    </Stack>
  );
}
