/** Exposed as './ThingsToExperience': Home's things-to-do block. */
export { ThingsToExperience as default } from '../components/ThingsToExperience';
