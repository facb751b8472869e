import { MAX_COVER_BYTES } from '@bookstore/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  checkEncodedCover,
  COVER_MAX_HEIGHT,
  COVER_QUALITIES,
  COVER_WIDTH,
  coverSize,
  encodeWithinLimit,
  resizeCover,
  UNREADABLE_IMAGE,
  type Encoder,
} from '@web/features/admin/catalog/components/cover-image';

/** A stand-in encoder: answers a blob of `type` (or `answerType`) whose size `sizeAt` gives for each quality. */
function fakeEncoder(sizeAt: (quality: number) => number, answerType?: (type: string) => string) {
  const calls: Array<[string, number]> = [];
  const encode: Encoder = (type, quality) => {
    calls.push([type, quality]);
    return Promise.resolve(new Blob([new Uint8Array(sizeAt(quality))], { type: answerType ? answerType(type) : type }));
  };
  return { encode, calls };
}

describe('the cover size', () => {
  it('scales to the cover width, keeping the shape, and never enlarges', () => {
    expect(coverSize(COVER_WIDTH * 2, COVER_WIDTH * 3)).toEqual({ width: COVER_WIDTH, height: COVER_WIDTH * 1.5 });
    expect(coverSize(300, 450)).toEqual({ width: 300, height: 450 });
    expect(coverSize(2000, 100)).toEqual({ width: COVER_WIDTH, height: 30 });
  });

  it('caps the height at twice the width too, so a tall strip cannot make a huge canvas', () => {
    expect(COVER_MAX_HEIGHT).toBe(COVER_WIDTH * 2);
    expect(coverSize(600, 3000)).toEqual({ width: 240, height: COVER_MAX_HEIGHT });
    expect(coverSize(100, 20_000)).toEqual({ width: 6, height: COVER_MAX_HEIGHT });
    // Never a zero-sized canvas.
    expect(coverSize(60_000, 10)).toEqual({ width: COVER_WIDTH, height: 1 });
  });
});

describe('the encoded cover', () => {
  it('fits when it is at most the size the API stores, and is refused with a clear message above it', () => {
    expect(checkEncodedCover({ size: MAX_COVER_BYTES })).toBeNull();
    expect(checkEncodedCover({ size: MAX_COVER_BYTES + 1 })).toBe(
      'The image is still too large after resizing (701 KB, at most 700 KB). Choose a simpler image.',
    );
  });

  it('is WebP at the best quality that fits', async () => {
    const { encode, calls } = fakeEncoder((quality) => (quality > 0.7 ? MAX_COVER_BYTES + 1 : MAX_COVER_BYTES));
    const blob = await encodeWithinLimit(encode);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBe(MAX_COVER_BYTES);
    expect(calls).toEqual([
      ['image/webp', 0.85],
      ['image/webp', 0.7],
    ]);
  });

  it('is JPEG where the browser cannot write WebP (it answers PNG)', async () => {
    const { encode, calls } = fakeEncoder(
      () => 1000,
      (type) => (type === 'image/webp' ? 'image/png' : type),
    );
    expect((await encodeWithinLimit(encode)).type).toBe('image/jpeg');
    expect(calls).toEqual([
      ['image/webp', 0.85],
      ['image/jpeg', 0.85],
    ]);
  });

  it('is refused with a clear message when even the lowest quality is over the limit', async () => {
    const { encode, calls } = fakeEncoder(() => 2 * MAX_COVER_BYTES);
    await expect(encodeWithinLimit(encode)).rejects.toThrow(
      'The image is still too large after resizing (1400 KB, at most 700 KB). Choose a simpler image.',
    );
    expect(calls.map(([, quality]) => quality)).toEqual([...COVER_QUALITIES]);
  });

  it('an image the browser cannot encode, or decode, gets a clear message instead of the raw error', async () => {
    await expect(encodeWithinLimit(() => Promise.resolve(null))).rejects.toThrow(UNREADABLE_IMAGE);
    vi.spyOn(globalThis, 'createImageBitmap').mockRejectedValue(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    );
    await expect(resizeCover(new Blob(['not really a png'], { type: 'image/png' }))).rejects.toThrow(UNREADABLE_IMAGE);
    expect(UNREADABLE_IMAGE).toMatch(/^This image could not be read\./);
  });
});
