import { ColorSwatch, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WatchlistColour } from '@lantau/contract';

/** Spec section 5's group colours as Mantine palette colours; NONE has no mark. */
export const groupColours: Record<Exclude<WatchlistColour, 'NONE'>, string> = {
  RED: 'red',
  BLUE: 'blue',
  GREEN: 'green',
};

/** A group's colour mark, named for screen readers so the colour is never the only cue. */
export function GroupColourMark({ colour }: { colour: WatchlistColour }) {
  const { t } = useTranslation('watchlist');
  if (colour === 'NONE') return null;
  return (
    <>
      <ColorSwatch
        aria-hidden="true"
        size={12}
        color={`var(--mantine-color-${groupColours[colour]}-filled)`}
        withShadow={false}
      />
      <VisuallyHidden>{t('colour.mark', { colour: t(`colour.${colour}`) })}</VisuallyHidden>
    </>
  );
}
