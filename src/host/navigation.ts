/** Navigation from outside React (the http client's session reset): the router registers itself here. */

let navigator: (path: string) => void = (path) => window.location.assign(path);

/** Lets the router take over navigation. */
export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

/** Goes to a path. */
export function navigateTo(path: string): void {
  navigator(path);
}
