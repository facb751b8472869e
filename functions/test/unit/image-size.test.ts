import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../src/services/store/image-size';

// The signature upload reads an image's type and sides from its own bytes (decision 044).

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'signature', name));

describe('imageSize', () => {
  it('reads a PNG’s and a JPEG’s type and sides', () => {
    expect(imageSize(fixture('signature.png'))).toEqual({ contentType: 'image/png', width: 300, height: 100 });
    expect(imageSize(fixture('signature.jpg'))).toEqual({ contentType: 'image/jpeg', width: 300, height: 100 });
  });

  it.each([
    ['a GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)])],
    ['text', Buffer.from('<script>alert(1)</script> गोदान')],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG cut before its header', fixture('signature.png').subarray(0, 20)],
    ['a JPEG cut before its frame header', fixture('signature.jpg').subarray(0, 30)],
    ['a JPEG whose segment lengths run off the end', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0x00])],
  ])('finds no image in %s', (_what, bytes) => {
    expect(imageSize(bytes)).toBeNull();
  });
});
