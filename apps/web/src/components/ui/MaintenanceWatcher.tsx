import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { maintenanceShown } from '../../app/maintenance.js';
import { PATHS } from '../../app/paths.js';

/** Opens /maintenance when a call answered with the maintenance marker (see app/maintenance.ts). */
export function MaintenanceWatcher() {
  const required = useAppSelector((state) => state.maintenance.required);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!required) return;
    dispatch(maintenanceShown());
    if (pathname !== PATHS.maintenance) void navigate(PATHS.maintenance);
  }, [required, pathname, dispatch, navigate]);
  return null;
}
