import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * React Router's navigate for components that render many times on a page (every shop card's
 * buttons): in declarative mode useNavigate reads the location through context, so each of its
 * users re-renders on every URL change, memo or not. A shop filter changes the query string, and
 * 24 cards re-rendered before the request left. This navigate is one function for the app's life;
 * it calls the router's latest.
 */
const StableNavigateContext = createContext<NavigateFunction | null>(null);

/** Inside the router, around the routes: the one component that follows the location for them. */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const [stable] = useState(
    () => ((...args: Parameters<NavigateFunction>) => latest.current(...(args as [never]))) as NavigateFunction,
  );
  return <StableNavigateContext.Provider value={stable}>{children}</StableNavigateContext.Provider>;
}

/** The app's navigate, without re-rendering on URL changes (StableNavigateProvider). */
export function useStableNavigate(): NavigateFunction {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs a StableNavigateProvider around the routes');
  return navigate;
}
