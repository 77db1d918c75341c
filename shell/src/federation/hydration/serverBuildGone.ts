/**
 * Thrown while hydrating a section whose server-rendered build is no longer served: React then
 * renders that section afresh in the browser with the current build (its Suspense boundary only)
 * instead of hydrating another build's HTML. Expected, so the root reports it quietly (recoverableError.ts).
 */
export class ServerBuildGone extends Error {
  constructor(readonly remoteName: string) {
    super(`${remoteName}: the build this page was rendered with is gone; rendering the current build in the browser`);
    this.name = 'ServerBuildGone';
  }
}
