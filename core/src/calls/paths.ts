/** Path of a callable behind Hosting: `/{region}/fn/{name}`. */
export function callablePath(region: string, name: string): string {
  return `/${region}/fn/${name}`;
}

/** Base path of the regional REST API behind Hosting: `{api}` of the spec. */
export function apiBasePath(region: string): string {
  return `/api/${region}`;
}
