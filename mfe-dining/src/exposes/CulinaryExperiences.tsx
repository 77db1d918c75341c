/** Exposed as './CulinaryExperiences': Home's dining block. */
export { CulinaryExperiences as default } from '../components/CulinaryExperiences';
