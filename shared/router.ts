// The site's one copy of React Router, shared at run time as the `shared/router` singleton.
// Every package imports routing from here, never from react-router itself (the build refuses
// that): webpack cannot tree-shake a package shared whole, so sharing react-router directly put
// all of it on every first load (docs/performance-log.md has the figures). Add an export here when a
// page needs one more router API.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
