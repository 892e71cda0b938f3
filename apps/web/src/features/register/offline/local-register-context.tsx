import { createContext, type ReactNode, useContext } from 'react';
import type { LocalRegister } from './use-local-register';

const LocalRegisterContext = createContext<LocalRegister | null>(null);

export function LocalRegisterProvider({
  value,
  children,
}: {
  value: LocalRegister;
  children: ReactNode;
}) {
  return <LocalRegisterContext.Provider value={value}>{children}</LocalRegisterContext.Provider>;
}

/** The register's own data, for the parts of the register page; null outside it. */
export const useLocalRegisterData = () => useContext(LocalRegisterContext);
