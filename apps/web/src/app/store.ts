import { configureStore } from '@reduxjs/toolkit';
import { sessionExpiryMiddleware, sessionSlice } from '../features/auth/session.js';
import { api } from './api.js';
import { maintenanceMiddleware, maintenanceSlice } from './maintenance.js';

/** A new store; the app makes one, each test makes its own (`renderWithProviders`). */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [maintenanceSlice.name]: maintenanceSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, sessionExpiryMiddleware, maintenanceMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
