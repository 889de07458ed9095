import { createContext, useContext } from 'react';
import type { GlobalAction } from './shortcuts';

/** Opens one of the app-wide actions (the search palette, the shortcuts, a new invoice or receipt). */
export const GlobalActionsContext = createContext<(action: GlobalAction) => void>(() => {});

export const useGlobalAction = () => useContext(GlobalActionsContext);
