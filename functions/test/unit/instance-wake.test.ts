import { describe, expect, it } from 'vitest';
import { lastWake, noteRequest } from '../../src/services/catalog/instance-wake';

describe('instance wake', () => {
  it('marks a wake at the first request and after 10 s with no request of any kind', () => {
    noteRequest(100_000);
    expect(lastWake()).toBe(100_000);
    // Requests every few seconds keep the instance awake, whatever they ask for.
    for (const at of [105_000, 114_000, 123_000]) noteRequest(at);
    expect(lastWake()).toBe(100_000);
    noteRequest(133_001);
    expect(lastWake()).toBe(133_001);
    noteRequest(143_001);
    expect(lastWake()).toBe(133_001);
  });
});
