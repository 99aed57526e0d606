import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchValidationImage } from '../api/get-validation-image';
import { verifySlider } from '../api/post-validation-verification';
import { authErrorText } from '../auth-errors';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { LineDrawing } from '../../../shared/ui/icons';

/** Keyboard steps of the slider, in pixels of the picture. */
export const SLIDER_STEP_PX = 1;
export const SLIDER_PAGE_STEP_PX = 10;

interface SliderCheckProps {
  onPassed: (validationToken: string) => void;
  /** Why the check is shown again, if it is (the last pass expired). */
  reason?: string;
}

/** The picture is as wide as the screen allows, up to what the server draws (it caps the width itself). */
function deviceWidth(): number {
  return Math.max(200, Math.min(4000, Math.round(window.innerWidth - 64)));
}

/**
 * The human check before a password reset: drag the piece (pointer, or arrow keys on the slider) onto the gap
 * in the picture. A miss loads a new picture.
 */
export function SliderCheck({ onPassed, reason }: SliderCheckProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [width] = useState(deviceWidth);
  const [round, setRound] = useState(0);
  const [offset, setOffset] = useState(0);
  const [missed, setMissed] = useState<string | undefined>();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startOffset: number; scale: number } | undefined>(undefined);

  const picture = useQuery({
    queryKey: ['auth', 'validation-image', width, round],
    queryFn: ({ signal }) => fetchValidationImage(width, signal),
    staleTime: Infinity,
    gcTime: 0,
    // The slider keeps its place (and its keyboard focus) while the next picture loads.
    placeholderData: keepPreviousData,
  });
  const image = picture.data;
  const ready = image !== undefined && !picture.isPlaceholderData;
  const max = image ? image.width - image.pieceSize : 0;

  const newPicture = () => {
    setOffset(0);
    setRound((current) => current + 1);
  };

  // A picture is good for a while only: an expired one could never pass.
  const expiresIn = ready ? image.expiresInSeconds : undefined;
  useEffect(() => {
    if (expiresIn === undefined) return;
    const timer = setTimeout(() => {
      setOffset(0);
      setRound((current) => current + 1);
    }, expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [expiresIn, round]);

  const verify = useMutation({
    mutationFn: (at: number) => verifySlider(at, image!.validationKey),
    onSuccess: (pass) => {
      setMissed(undefined);
      onPassed(pass.validationToken);
    },
    onError: (error) => {
      setMissed(authErrorText(error, t));
      newPicture();
    },
  });
  const busy = !ready || verify.isPending || verify.isSuccess;

  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)));
  const check = (at: number) => {
    if (!busy) verify.mutate(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: offset + SLIDER_STEP_PX,
      ArrowUp: offset + SLIDER_STEP_PX,
      ArrowLeft: offset - SLIDER_STEP_PX,
      ArrowDown: offset - SLIDER_STEP_PX,
      PageUp: offset + SLIDER_PAGE_STEP_PX,
      PageDown: offset - SLIDER_PAGE_STEP_PX,
      Home: 0,
      End: max,
    };
    if (event.key in moves) {
      event.preventDefault();
      if (!busy) setOffset(clamp(moves[event.key]!));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      check(offset);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || !image || !trackRef.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const scale = trackRef.current.getBoundingClientRect().width / image.width || 1;
    drag.current = { startX: event.clientX, startOffset: offset, scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(clamp(drag.current.startOffset + (event.clientX - drag.current.startX) / drag.current.scale));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const at = clamp(drag.current.startOffset + (event.clientX - drag.current.startX) / drag.current.scale);
    drag.current = undefined;
    setOffset(at);
    check(at);
  };

  if (picture.isError && !image) {
    return <RetryAlert title={t('slider.loadFailed')} onRetry={() => void picture.refetch()} />;
  }

  const percent = (value: number) => (image ? `${(value / image.width) * 100}%` : '0');
  return (
    <Stack gap="sm">
      <Text>{t('slider.instruction')}</Text>
      {reason && (
        <Alert color="yellow" title={t('slider.againTitle')}>
          {reason}
        </Alert>
      )}
      {image ? (
        <div
          className="slider-puzzle"
          style={{ width: image.width, aspectRatio: `${image.width} / ${image.height}` }}
          data-loading={!ready || undefined}
        >
          <img
            src={image.backgroundImage}
            alt={t('slider.pictureAlt')}
            width={image.width}
            height={image.height}
          />
          <img
            src={image.pieceImage}
            alt=""
            className="slider-piece"
            style={{
              left: percent(offset),
              top: `${(image.pieceY / image.height) * 100}%`,
              width: percent(image.pieceSize),
            }}
          />
        </div>
      ) : (
        <Skeleton height={160} maw={320} />
      )}
      <div ref={trackRef} className="slider-track" style={{ width: image?.width ?? 320 }}>
        <span className="slider-track-label" aria-hidden="true">
          {t('slider.trackLabel')}
        </span>
        <div
          role="slider"
          tabIndex={0}
          className="slider-thumb"
          aria-label={t('slider.label')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={offset}
          aria-valuetext={t('slider.valueText', { offset, max })}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          style={{ left: percent(offset), width: image ? percent(image.pieceSize) : 48 }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = undefined)}
        >
          <LineDrawing strokeWidth={2.5}>
            <path d="M5 12h14M13 6l6 6-6 6" />
          </LineDrawing>
        </div>
      </div>
      <Text id={hintId} size="sm" c="dimmed">
        {t('slider.hint', { step: SLIDER_STEP_PX, pageStep: SLIDER_PAGE_STEP_PX })}
      </Text>
      {missed && (
        <Alert color="red" title={t('slider.failedTitle')}>
          {missed}
        </Alert>
      )}
      <Text role="status" size="sm">
        {verify.isPending ? t('slider.checking') : verify.isSuccess ? t('slider.passed') : ''}
      </Text>
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={newPicture} disabled={verify.isPending}>
          {t('slider.newPicture')}
        </Anchor>
      </Group>
    </Stack>
  );
}
