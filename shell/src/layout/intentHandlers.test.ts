import { INTENT_DELAY_MS, intentHandlers } from './intentHandlers';

describe('intentHandlers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['onMouseEnter', 'onFocus', 'onTouchStart'] as const)(
    '%s runs the action after the intent delay, not inside the event',
    async (handler) => {
      const action = jest.fn();
      intentHandlers(action)[handler]();
      expect(action).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(INTENT_DELAY_MS - 1);
      expect(action).not.toHaveBeenCalled();
      // Then at the next idle moment (jsdom has no idle callback: a short timeout stands in).
      await jest.advanceTimersByTimeAsync(100);
      expect(action).toHaveBeenCalledTimes(1);
    },
  );
});
