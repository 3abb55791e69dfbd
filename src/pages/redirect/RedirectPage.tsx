/** /redirect/:path*: the refresh helper of the tab strip — replaces itself with the page it names, mounted afresh. */
import { Navigate, useLocation, useParams } from 'react-router-dom';

/** Goes on to the named page. */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
