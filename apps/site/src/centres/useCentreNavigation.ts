/** `setMcPage` / `setAcPage` (SPEC §2): open a centre on a page from anywhere; the URL carries it (`?mc=`, `?ac=`). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_AGENT_PAGE, DEFAULT_MEMBER_PAGE, type CentreKind } from './registry';

export const centreParams: Record<CentreKind, string> = { member: 'mc', agent: 'ac' };

export interface CentreNavigation {
  setMcPage: (page?: string) => void;
  setAcPage: (page?: string) => void;
  closeCentre: (kind: CentreKind) => void;
}

export function useCentreNavigation(): CentreNavigation {
  const [, setParams] = useSearchParams();
  const open = useCallback(
    (kind: CentreKind, page: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(centreParams[kind === 'member' ? 'agent' : 'member']);
        next.set(centreParams[kind], page);
        return next;
      }),
    [setParams],
  );
  const closeCentre = useCallback(
    (kind: CentreKind) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(centreParams[kind]);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    setMcPage: useCallback((page = DEFAULT_MEMBER_PAGE) => open('member', page), [open]),
    setAcPage: useCallback((page = DEFAULT_AGENT_PAGE) => open('agent', page), [open]),
    closeCentre,
  };
}
