import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToToastRequests, toastHostUnavailable, toastsRequested } from '../notify';

/**
 * Where the toasts mount (app/providers.tsx): nothing until the first toast is asked for, then
 * the toasts' own chunk (ToastHost.tsx), which shows what was asked meanwhile. A download that
 * fails is tried again at the next toast.
 */
export function Toasts() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!requested || Host) return;
    let current = true;
    import(/* webpackChunkName: "toasts" */ './ToastHost').then(
      (module) => current && setHost(() => module.default),
      () => current && toastHostUnavailable(),
    );
    return () => {
      current = false;
    };
  }, [requested, Host]);
  return Host ? <Host /> : null;
}
