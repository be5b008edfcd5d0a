import { createSlice, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { isMaintenanceError } from './errors.js';

/**
 * `required`: a call answered that the system (or this client) is under maintenance (spec section 8). The
 * layout's MaintenanceWatcher then opens /maintenance and clears the flag.
 */
export type MaintenanceState = { required: boolean };

export const maintenanceSlice = createSlice({
  name: 'maintenance',
  initialState: { required: false } as MaintenanceState,
  reducers: {
    maintenanceRequired: (state) => {
      state.required = true;
    },
    maintenanceShown: (state) => {
      state.required = false;
    },
  },
});

export const { maintenanceRequired, maintenanceShown } = maintenanceSlice.actions;

/**
 * Spec section 8: "503 with a maintenance marker redirects to maintenance; 403 with 'Client is not accessible
 * at the moment' also". RTK Query reports a call as rejected once its retries are spent.
 */
export const maintenanceMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action) && isMaintenanceError(action.payload)) {
    store.dispatch(maintenanceRequired());
  }
  return next(action);
};
