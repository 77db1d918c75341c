import { actionLabel } from './actionLabel';

test('an action is named by its visible words first, then its subject', () => {
  const name = actionLabel('Add to Cart', 'Sakura Cap');
  expect(name.startsWith('Add to Cart')).toBe(true);
  expect(name).toBe('Add to Cart, Sakura Cap');
});

test('an Arabic action takes the Arabic comma', () => {
  expect(actionLabel('أضف إلى السلة', 'قبعة ساكورا')).toBe('أضف إلى السلة، قبعة ساكورا');
});
