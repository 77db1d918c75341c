/** Exposed as './PracticalPage': the site's /practical (prayer times, water, heat, first aid, lost and found, entry rules). */
export { PracticalPage as default } from '../pages/PracticalPage';
