/** What server.mjs hands every loader and action besides the request. */
declare module "react-router" {
  interface AppLoadContext {
    /** The client's address: the socket's, or X-Forwarded-For's first when TRUST_PROXY=1. */
    clientAddress: string;
  }
}

export {};
