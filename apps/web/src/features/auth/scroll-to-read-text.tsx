import { Skeleton, Text } from '@mantine/core';
import type { RefObject, UIEventHandler } from 'react';
import { TextParagraphs } from '../../shared/ui/text-paragraphs';

interface ScrollToReadTextProps {
  /** The broker's text; undefined while it loads. */
  content: string | undefined;
  /** The heading that names the box. */
  labelledBy: string;
  /** Under the box: what to do, or that it is done; announced as it changes. */
  hint: string;
  hintId: string;
  /** The longer box of a whole agreement, rather than the login page's disclaimers. */
  tall?: boolean;
  boxRef: RefObject<HTMLDivElement | null>;
  onScroll: UIEventHandler<HTMLDivElement>;
}

/**
 * A text the client must scroll to its end before accepting it (the login disclaimers, an additional
 * agreement), with the hint below; the caller tracks the end with useScrolledToBottom.
 */
export function ScrollToReadText({
  content,
  labelledBy,
  hint,
  hintId,
  tall,
  boxRef,
  onScroll,
}: ScrollToReadTextProps) {
  return (
    <>
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={boxRef}
        className={tall ? 'disclaimer-box agreement-box' : 'disclaimer-box'}
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
        onScroll={onScroll}
      >
        {content === undefined ? (
          <Skeleton height={tall ? 160 : 80} />
        ) : (
          <TextParagraphs text={content} size="sm" />
        )}
      </div>
      <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
        {hint}
      </Text>
    </>
  );
}
