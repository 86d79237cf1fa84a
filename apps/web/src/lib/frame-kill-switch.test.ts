import { afterEach, describe, expect, it } from 'vitest';
import { engageFrameKillSwitch } from './frame-kill-switch';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.style.display = '';
});

describe('frame kill-switch', () => {
  it('removes iframes already in the page and any injected later', async () => {
    document.body.innerHTML = '<div><iframe src="about:blank"></iframe><p>متن</p></div>';
    const stop = engageFrameKillSwitch();
    try {
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      const wrapper = document.createElement('section');
      wrapper.innerHTML = '<iframe></iframe>';
      document.body.append(wrapper, document.createElement('iframe'));
      await Promise.resolve();
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      expect(document.querySelector('p')?.textContent).toBe('متن');
    } finally {
      stop();
    }
  });

  it('leaves an unframed page visible', () => {
    const stop = engageFrameKillSwitch();
    stop();
    expect(document.body.style.display).toBe('');
  });
});
