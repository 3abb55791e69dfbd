/** onlineDev → dataReport: the report designer. */
import { BoardDesignPage } from './BoardDesignPage';

/** The report designer page. */
export default function ReportDesignPage() {
  return <BoardDesignPage kind="report" />;
}
