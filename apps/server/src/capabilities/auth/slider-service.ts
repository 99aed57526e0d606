import { isOnGap, sliderLayout } from '@lantau/domain';
import { AppError } from '../../platform/http/app-error';
import { randomToken, secureRandomUnit, sha256Hex } from './secrets';
import { renderSliderImages } from './slider-image';
import type { ValidationRepository } from './validation-repository';

export const PUZZLE_SECONDS = 120;
export const VALIDATION_TOKEN_SECONDS = 600;

/**
 * The human check before a password reset: a slider puzzle with one try, whose pass yields a validation
 * token for the reset's code request.
 */
export function createSliderService(validations: ValidationRepository) {
  return {
    async newPuzzle(deviceWidth: number, now: Date) {
      const layout = sliderLayout(deviceWidth, secureRandomUnit);
      const validationKey = randomToken();
      await validations.insertPuzzle({
        keyHash: sha256Hex(validationKey),
        width: layout.width,
        gapX: layout.gapX,
        pieceY: layout.pieceY,
        expiresAt: new Date(now.getTime() + PUZZLE_SECONDS * 1000),
      });
      return {
        validationKey,
        ...renderSliderImages(layout, secureRandomUnit),
        width: layout.width,
        height: layout.height,
        pieceSize: layout.pieceSize,
        pieceY: layout.pieceY,
        expiresInSeconds: PUZZLE_SECONDS,
      };
    },

    /** One try per puzzle: right or wrong, the key is spent. E2008 unless the piece lies on the gap. */
    async verify(offset: number, validationKey: string, now: Date) {
      const keyHash = sha256Hex(validationKey);
      const gapX = await validations.spendPuzzle(keyHash, now);
      if (gapX === undefined || !isOnGap(offset, gapX)) throw new AppError('E2008');
      const validationToken = randomToken();
      await validations.attachToken(
        keyHash,
        sha256Hex(validationToken),
        new Date(now.getTime() + VALIDATION_TOKEN_SECONDS * 1000),
      );
      return { validationToken, expiresInSeconds: VALIDATION_TOKEN_SECONDS };
    },
  };
}

export type SliderService = ReturnType<typeof createSliderService>;
