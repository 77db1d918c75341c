// The render pool, as the site server exports it to the control plane: the release gate renders a candidate in a sandboxed render process of its own.
export { createRenderProcessHost, type RenderHost, type RenderHostOptions } from './pool/renderHost';
export { sectionApiForRenders } from '../api/sectionApiForRenders';
