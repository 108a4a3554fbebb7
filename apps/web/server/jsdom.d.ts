// The little of jsdom the server uses (jsdom ships no types; @types/jsdom would be a whole package for one line).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: object;
  }
}
