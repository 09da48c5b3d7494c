import { createSlice } from '@reduxjs/toolkit';
import { WIZARD_STEP_COUNT } from '../../../shared/constants';

export interface AddBookWizardState {
  /** The step on screen, 0 (Book Information) to WIZARD_STEP_COUNT - 1 (the summary). */
  step: number;
}

export const initialAddBookWizardState: AddBookWizardState = { step: 0 };

const LAST_STEP = WIZARD_STEP_COUNT - 1;

/**
 * The Add Book wizard's steps as a slice, so that an admin's walk through it reads as events in
 * Redux DevTools (addBookWizard/stepCompleted, steppedBack, closed). The page checks a step's
 * fields before it dispatches stepCompleted; the values themselves stay in the page's
 * react-hook-form and go with it, which is why leaving the wizard (closed) returns it to the first step.
 */
const addBookWizardSlice = createSlice({
  name: 'addBookWizard',
  initialState: initialAddBookWizardState,
  reducers: {
    stepCompleted: (state) => ({ step: Math.min(state.step + 1, LAST_STEP) }),
    steppedBack: (state) => ({ step: Math.max(state.step - 1, 0) }),
    closed: () => initialAddBookWizardState,
  },
  selectors: {
    selectWizardStep: (state) => state.step,
  },
});

export const addBookWizardEvents = addBookWizardSlice.actions;
export const { selectWizardStep } = addBookWizardSlice.selectors;
export const addBookWizardReducer = addBookWizardSlice.reducer;
export const WIZARD_LAST_STEP = LAST_STEP;
