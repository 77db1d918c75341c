import { hostOver, type SendRenderRequest, type RenderHost, type RenderHostOptions } from '../render/pool/renderHost';
import { createRenderService } from '../render/worker/renderService';

/** The renderer in the site server's own process, with no sandbox: for tests of the server around it. */
export function createInProcessRenderHost(options: RenderHostOptions): RenderHost {
  const { registry, base, template } = options;
  let respond: SendRenderRequest | undefined;
  const ask: SendRenderRequest = (request) =>
    (respond ??= createRenderService({ registry: registry(), base: base(), template: template() }))(request);
  return hostOver(ask, options, () => undefined);
}
