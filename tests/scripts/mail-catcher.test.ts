import { describe, expect, it } from 'vitest';
import { withoutMaildevSettings } from '../../scripts/lib/mail-catcher';

describe('the mail catcher', () => {
  it('starts without any MAILDEV_* setting from the shell, so it can never relay to a real inbox', () => {
    const env = withoutMaildevSettings({
      PATH: '/usr/bin',
      MAILDEV_OUTGOING_HOST: 'smtp.gmail.com',
      MAILDEV_AUTO_RELAY: 'true',
      maildev_outgoing_user: 'me',
    });
    expect(env).toEqual({ PATH: '/usr/bin' });
  });
});
