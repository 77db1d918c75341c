import { hostOver, type Ask, type RenderHost, type RenderHostOptions } from '../render/pool/renderHost';
import { createRenderService } from '../render/worker/renderService';

/** The renderer in the site server's own process, with no sandbox: for tests of the server around it. */
export function createInProcessRenderHost({ registry, base, template }: RenderHostOptions): RenderHost {
  let answer: Ask | undefined;
  const ask: Ask = (question) => (answer ??= createRenderService({ registry, base: base(), template: template() }))(question);
  return hostOver(ask, template, () => undefined);
}
