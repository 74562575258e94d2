import { createContext, useContext } from 'react'

/** The response's CSP nonce, for the few scripts a component asks for (server render only). */
export const ScriptNonceContext = createContext('')

export const useScriptNonce = (): string => useContext(ScriptNonceContext)
