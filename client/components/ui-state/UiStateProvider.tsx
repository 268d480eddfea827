import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react'
import { initialUiState, uiReducer, type UiAction, type UiState } from './reducer.ts'

const UiStateContext = createContext<{ state: UiState; dispatch: Dispatch<UiAction> } | null>(null)

export function UiStateProvider({ children, notificationCount }: { children: ReactNode; notificationCount: number }) {
  const [state, dispatch] = useReducer(uiReducer, notificationCount, initialUiState)
  const value = useMemo(() => ({ state, dispatch }), [state])
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>
}

export function useUiState() {
  const context = useContext(UiStateContext)
  if (!context) throw new Error('useUiState must be used inside UiStateProvider')
  return context
}

/** Sets the page title shown in the header and the browser tab for as long as a screen is shown. */
export function usePageTitle(title: string) {
  const { dispatch } = useUiState()
  useEffect(() => {
    dispatch({ type: 'pageTitle', title })
    document.title = `${title} · OET Prep`
  }, [dispatch, title])
}
