// The delivery API's contract, for its clients (the release CLI) and both ends of it: what a key is, the rollout plan's schema and rules, the instances' heartbeat, where a checkout keeps things.
// Nothing here opens a store or a server, so a client loads none.
export { hashOfKey, newDeliveryKey, parseDeliveryKeys, type DeliveryKey } from './deliveryKeys';
export { PLAN_LIMITS, PLAN_RULES, ROLLOUT_PLAN, planRefusal, sharesOf } from './rolloutPlan';
export { NoteBody, PromoteBody, PublishBody, RollbackBody } from './bodies';
export { INSTANCE_REPORT_EVERY_MS, INSTANCE_SILENT_AFTER_MS } from './instances';
export { DEFAULT_DATA_DIR, DEFAULT_DELIVERY_PORT, REPO_ROOT, buildFolder, dataPaths } from '../paths';
export { readBuildFolder } from '../releases/buildFolder';
