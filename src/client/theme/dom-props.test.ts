import isEmotionPropValid from '@emotion/is-prop-valid';
import isPropValid, { CAMEL_CASED_PROPS } from './dom-props';

// What the builds' stand-in for @emotion/is-prop-valid forwards, against Emotion's own list.
const attributes = ['children', 'className', 'style', 'id', 'role', 'href', 'title', 'hidden', 'tabIndex', 'htmlFor'];
const handlersAndData = ['onClick', 'onKeyDown', 'aria-label', 'aria-hidden', 'data-testid'];
const componentProps = ['ownerState', 'theme', 'sx', 'as', 'isActive', 'startIcon', 'disableRipple'];

test.each([...attributes, ...handlersAndData])('forwards %s to the element, as Emotion would', (prop) => {
  expect(isPropValid(prop)).toBe(true);
  expect(isEmotionPropValid(prop)).toBe(true);
});

test.each(componentProps)("keeps a component's own %s off the element, as Emotion would", (prop) => {
  expect(isPropValid(prop)).toBe(false);
  expect(isEmotionPropValid(prop)).toBe(false);
});

test('every camel-cased name it forwards is one Emotion knows', () => {
  for (const prop of CAMEL_CASED_PROPS)
    expect([prop, isPropValid(prop), isEmotionPropValid(prop)]).toEqual([prop, true, true]);
});
