/** onlineDev → visualPortal: the portal designer. */
import { BoardDesignPage } from './BoardDesignPage';

/** The portal designer page. */
export default function PortalDesignPage() {
  return <BoardDesignPage kind="portal" />;
}
