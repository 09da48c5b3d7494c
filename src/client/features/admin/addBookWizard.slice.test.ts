import { WIZARD_STEP_COUNT } from '../../../shared/constants';
import {
  addBookWizardEvents,
  addBookWizardReducer,
  initialAddBookWizardState,
  WIZARD_LAST_STEP,
} from './addBookWizard.slice';

const { stepCompleted, steppedBack, closed } = addBookWizardEvents;
const walk = (...events: Array<ReturnType<(typeof addBookWizardEvents)[keyof typeof addBookWizardEvents]>>) =>
  events.reduce(addBookWizardReducer, initialAddBookWizardState).step;

describe('the Add Book wizard slice', () => {
  it('names its actions as the steps an admin takes', () => {
    expect([stepCompleted, steppedBack, closed].map((event) => event.type)).toEqual([
      'addBookWizard/stepCompleted',
      'addBookWizard/steppedBack',
      'addBookWizard/closed',
    ]);
  });

  it('goes forward and back one step at a time, within the first and the last step', () => {
    expect(walk(stepCompleted(), stepCompleted())).toBe(2);
    expect(walk(stepCompleted(), stepCompleted(), steppedBack())).toBe(1);
    expect(walk(steppedBack())).toBe(0);
    expect(walk(...Array.from({ length: WIZARD_STEP_COUNT + 3 }, () => stepCompleted()))).toBe(WIZARD_LAST_STEP);
  });

  it('is back at the first step once the wizard is closed', () => {
    expect(walk(stepCompleted(), stepCompleted(), closed())).toBe(0);
  });
});
