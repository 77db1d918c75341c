/** Exposed as './MerchandiseSection': Home's merchandise block. */
export { MerchandiseSection as default } from '../components/MerchandiseSection';
