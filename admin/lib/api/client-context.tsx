import { createContext, useContext, type ReactNode } from 'react';
import { supabase, type AppClient } from './client.ts';

// Every api/ function takes the client as its first argument; hooks get it here. The app uses its one
// client; a story or a test renders a screen against another one by providing it.
const ClientContext = createContext<AppClient>(supabase);

export function ClientProvider({ client, children }: { client: AppClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): AppClient {
  return useContext(ClientContext);
}
